import { useEffect, type RefObject } from 'react';
import type { ContractDocument, PreSigningDisclosure } from '@homepact/legal';

/**
 * Where a notice the law wants delivered before signing sits in the contract
 * view: its heading gets the id `notice-<disclosure id>` (and can take focus),
 * so the "Before you sign" panel links to it and moves the reader there.
 */
export const noticeAnchorId = (disclosureId: string) => `notice-${disclosureId}`;

const isHeading = (el: Element | undefined): el is HTMLElement => !!el && /^H[1-6]$/.test(el.tagName);

/**
 * The notice's heading in the rendered contract: ContractTextView renders one
 * `section.ct-section` per section of the model, its heading line (when it
 * has one) and then its blocks, in order. Falls back to the section's heading
 * with the notice's text should that layout ever change.
 */
function headingOf(root: HTMLElement, doc: ContractDocument, d: PreSigningDisclosure): HTMLElement | undefined {
  const section = root.querySelectorAll<HTMLElement>('section.ct-section')[d.section];
  const model = doc.sections[d.section];
  if (!section || !model) return undefined;
  const children = Array.from(section.children);
  const exact = children[d.block + (model.heading === null ? 0 : 1)];
  if (isHeading(exact) && exact.textContent?.trim() === d.title) return exact;
  return children.filter(isHeading).find((h) => h.textContent?.trim() === d.title);
}

/** Gives each notice's heading in the rendered contract its anchor id (after every render of a new text, once `shown`). */
export function useNoticeAnchors(container: RefObject<HTMLElement | null>, doc: ContractDocument, shown = true) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const d of doc.disclosures) {
      const heading = headingOf(root, doc, d);
      if (!heading) continue;
      heading.id = noticeAnchorId(d.id);
      heading.tabIndex = -1;
    }
  }, [container, doc, shown]);
}

/** Scrolls the contract to a notice and moves focus to its heading (false when it is not on the page). */
export function goToNotice(disclosureId: string): boolean {
  const heading = document.getElementById(noticeAnchorId(disclosureId));
  if (!heading) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}
