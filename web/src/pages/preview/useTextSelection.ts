import { useCallback, useEffect, useState } from 'react';
import { quoteOf, sectionPieces, type PreviewDocument, type TextRange } from './anchors';

interface TextSelection {
  range: TextRange;
  /** The index of the section it starts in (a note stays within one section). */
  section: number;
  quote: string;
}

/** Where a DOM point falls in its group's text: the line's `data-start` plus the characters before it in the line. */
function offsetOf(node: Node, offset: number): { start: number; el: HTMLElement } | null {
  const base = node instanceof Element ? node : node.parentElement;
  const el = base?.closest<HTMLElement>('[data-start]');
  if (!el) return null;
  const before = document.createRange();
  before.setStart(el, 0);
  before.setEnd(node, offset);
  const at = Number(el.dataset.start) + before.toString().length;
  return { start: Math.min(at, Number(el.dataset.end)), el };
}

/** The stretch of the contract a person has selected, if any (read from the page's selection, kept while it lasts). */
function readSelection(doc: PreviewDocument): TextSelection | null {
  const sel = window.getSelection();
  if (!sel || sel.isCollapsed || sel.rangeCount === 0) return null;
  const r = sel.getRangeAt(0);
  const from = offsetOf(r.startContainer, r.startOffset);
  const to = offsetOf(r.endContainer, r.endOffset);
  if (!from || !to) return null;
  const sectionId = from.el.closest<HTMLElement>('[data-section]')?.dataset.section;
  const section = doc.sections.find((s) => s.id === sectionId);
  if (!section) return null;
  const sameGroup = to.el.dataset.group === section.group;
  const last = sectionPieces(section).at(-1)?.end ?? section.end;
  const end = sameGroup ? Math.min(to.start, last) : last;
  if (end <= from.start) return null;
  const range = { group: section.group, start: from.start, end };
  const quote = quoteOf(doc, range).trim();
  return quote ? { range, section: section.index, quote } : null;
}

/** The person's current selection in the contract, for the "Add note" bar. */
export function useTextSelection(doc: PreviewDocument | null) {
  const [current, setCurrent] = useState<TextSelection | null>(null);
  useEffect(() => {
    if (!doc) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      // Handles on a touch screen move the selection many times a second: read it once it rests.
      timer = setTimeout(() => setCurrent(readSelection(doc)), 150);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [doc]);
  const clear = useCallback(() => {
    window.getSelection()?.removeAllRanges();
    setCurrent(null);
  }, []);
  return { current, clear };
}
