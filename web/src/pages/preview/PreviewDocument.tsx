import { Fragment, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { blockClass, blockTag, type ContractBlock } from '@homepact/legal';
import type { Annotation } from '@homepact/proto';
import { Tooltip } from '../../components/ui/Tooltip';
import { AnnotationComposer } from './AnnotationComposer';
import { sectionPieces, type Piece, type Placed, type PreviewDocument, type PreviewSection, type TextRange } from './anchors';
import { STATUS_LABEL, TYPE_LABEL, type AnnotationType } from './annotationLabels';
import '../../components/ui/contract-text.css';

/**
 * The contract on /preview, as the document it is: @homepact/legal's model
 * with the same tags and classes as ContractTextView, the sign page and the
 * PDF (`blockTag`, `blockClass`, contract-text.css), and the annotations on
 * it: the words a note is about are underlined, and the note's number
 * follows the line in the flow of the text, so nothing covers a word.
 *
 * Every line (a piece) carries its place in its group's text
 * (`data-start`/`data-end`), which is how a selection or a click becomes the
 * stretch of text a new note is about (see anchors.ts).
 *
 * On a phone a long section folds to its heading and first paragraph behind
 * a "Show section" button (CSS: the button and the folding are phone-only).
 */

export interface ComposerState {
  range: TextRange;
  section: number;
}

interface PreviewDocumentProps {
  doc: PreviewDocument;
  placed: Placed[];
  composer: ComposerState | null;
  composerPending: boolean;
  /** Sections a phone shows in full. */
  openSections: ReadonlySet<number>;
  onToggleSection: (index: number) => void;
  onOpenComposer: (state: ComposerState) => void;
  onCloseComposer: () => void;
  onSubmitComposer: (value: { content: string; type: AnnotationType }) => void;
  onBadgeClick: (id: string) => void;
}

/**
 * Long sections fold on a phone: more than one block and more than this many
 * characters. The opening lines never fold (the title and the not-legal-advice note).
 */
const FOLD_CHARS = 400;
const isFoldable = (s: PreviewSection) => s.heading !== null && s.blocks.length > 1 && s.length > FOLD_CHARS;

/** A section's name, for its region and the composer: its heading, or "Opening lines". */
const sectionName = (s: PreviewSection | null | undefined) => s?.heading?.text ?? 'Opening lines';

const MARKER_HINT_CHARS = 120;

/** A badge's tooltip: what the note is, so a pointer user need not open the list to read it. */
function MarkerHint({ annotation: a }: { annotation: Annotation }) {
  const text = a.content.length > MARKER_HINT_CHARS ? `${a.content.slice(0, MARKER_HINT_CHARS - 1)}…` : a.content;
  return (
    <>
      <strong>{TYPE_LABEL[a.type]}</strong>
      {a.status !== 'active' && ` (${STATUS_LABEL[a.status].toLowerCase()})`}
      {text && `: ${text}`}
    </>
  );
}

interface Highlight {
  start: number;
  end: number;
  className: string;
  noteId?: string;
}

/** The text of [start, start + text.length), cut where highlights begin and end. */
function segments(text: string, start: number, highlights: Highlight[]): ReactNode {
  const end = start + text.length;
  const inside = highlights.filter((h) => h.start < end && h.end > start);
  if (inside.length === 0) return text;
  const cuts = new Set([start, end]);
  for (const h of inside) {
    if (h.start > start) cuts.add(h.start);
    if (h.end < end) cuts.add(h.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  return points.slice(0, -1).map((from, i) => {
    const to = points[i + 1]!;
    const part = text.slice(from - start, to - start);
    const on = inside.filter((h) => h.start <= from && h.end >= to);
    if (on.length === 0) return <Fragment key={from}>{part}</Fragment>;
    return (
      <mark
        key={from}
        className={clsx(
          'pv-mark',
          on.map((h) => h.className),
        )}
        data-note={on.map((h) => h.noteId ?? 'new').join(' ')}
      >
        {part}
      </mark>
    );
  });
}

interface LineProps {
  piece: Piece;
  group: string;
  highlights: Highlight[];
  badges: Placed[];
  onBadgeClick: (id: string) => void;
  /** The length of the bold label at the start of the line ("Homeowner:"), if any. */
  labelLength?: number;
}

/** One line of the text: its words (with their highlights), then the numbers of the notes that end on it. */
function Line({ piece, group, highlights, badges, onBadgeClick, labelLength = 0 }: LineProps) {
  const { text, start } = piece;
  return (
    <>
      <span className="pv-piece" data-group={group} data-start={piece.start} data-end={piece.end}>
        {labelLength > 0 ? (
          <>
            <span className="ct-label">{segments(text.slice(0, labelLength), start, highlights)}</span>
            {segments(text.slice(labelLength), start + labelLength, highlights)}
          </>
        ) : (
          segments(text, start, highlights)
        )}
      </span>
      {badges.map(({ annotation: a, number }) => (
        <Tooltip key={a.id} content={<MarkerHint annotation={a} />}>
          <button
            type="button"
            id={`badge-${a.id}`}
            className={clsx('pv-badge', `marker-${a.type}`, a.status !== 'active' && 'marker-inactive')}
            onClick={() => onBadgeClick(a.id)}
            aria-label={`Annotation ${number}: ${TYPE_LABEL[a.type]}, show in list`}
          >
            {number}
          </button>
        </Tooltip>
      ))}
    </>
  );
}

/** "Homeowner: Hana Owens" -> the length of "Homeowner:" (the same rule as legal's `splitLabel`). */
function labelLength(line: string): number {
  const m = /^([\p{Lu}][^:.]{0,47}):\s+\S/u.exec(line);
  return m ? m[1]!.length + 1 : 0;
}

const HEADING_OFFSET = 1;

interface SectionViewProps extends Omit<PreviewDocumentProps, 'doc' | 'openSections' | 'onToggleSection' | 'placed'> {
  section: PreviewSection;
  placed: Placed[];
  open: boolean;
  onToggle: () => void;
}

function SectionView(props: SectionViewProps) {
  const { section, placed, composer, onBadgeClick } = props;
  const foldable = isFoldable(section);
  const highlights: Highlight[] = placed.map(({ annotation: a, range }) => ({
    start: range!.start,
    end: range!.end,
    noteId: a.id,
    className: clsx(`pv-mark-${a.type}`, a.status !== 'active' && 'pv-mark-inactive'),
  }));
  const composing = composer?.section === section.index ? composer : null;
  if (composing) highlights.push({ start: composing.range.start, end: composing.range.end, className: 'pv-mark-new' });
  const badgesOn = (p: Piece) => placed.filter(({ range }) => range!.end > p.start && range!.end <= p.end);
  const line = (p: Piece, label = false) => (
    <Line
      piece={p}
      group={section.group}
      highlights={highlights}
      badges={badgesOn(p)}
      onBadgeClick={onBadgeClick}
      labelLength={label ? labelLength(p.text) : 0}
    />
  );
  // The composer opens after the block where the chosen words end (-1: the heading).
  const composerAfter = composing
    ? section.blocks.findIndex((b) => b.pieces.some((p) => composing.range.end > p.start && composing.range.end <= p.end))
    : -2;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      const first = sectionPieces(section)[0];
      if (first) props.onOpenComposer({ section: section.index, range: { group: section.group, start: first.start, end: first.end } });
    }
  }

  const composerForm = composing && (
    <AnnotationComposer
      label={sectionName(section)}
      quote={composingQuote(section, composing.range)}
      pending={props.composerPending}
      onSubmit={props.onSubmitComposer}
      onCancel={() => {
        props.onCloseComposer();
        document.getElementById(`section-${section.id}`)?.focus();
      }}
    />
  );
  const notes = placed.length;
  return (
    <section
      id={`section-${section.id}`}
      className={clsx('ct-section pv-section', composing && 'pv-section-active')}
      data-section={section.id}
      data-collapsed={(foldable && !props.open) || undefined}
      aria-label={sectionName(section)}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {section.heading && (
        <h3 className="ct-heading-1" data-no-fold>
          {line(section.heading)}
        </h3>
      )}
      {composerAfter === -1 && composerForm}
      {section.blocks.map((b, i) => (
        <Fragment key={i}>
          <Block block={b.block} fold={foldable && i > 0} render={(p, label) => line(p, label)} pieces={b.pieces} />
          {composerAfter === i && composerForm}
        </Fragment>
      ))}
      {foldable && (
        <button
          type="button"
          className="pv-toggle btn btn-outline btn-sm"
          aria-expanded={props.open}
          aria-controls={`section-${section.id}`}
          onClick={props.onToggle}
        >
          {props.open ? 'Show less' : 'Show section'}
          {!props.open && notes > 0 && ` (${notes} ${notes === 1 ? 'note' : 'notes'})`}
          <ChevronDown aria-hidden size={16} className="pv-toggle-icon" />
        </button>
      )}
    </section>
  );
}

function composingQuote(section: PreviewSection, range: TextRange): string {
  return sectionPieces(section)
    .map((p) => p.text.slice(Math.max(0, range.start - p.start), Math.max(0, Math.min(p.text.length, range.end - p.start))))
    .filter(Boolean)
    .join(' ');
}

interface BlockProps {
  block: ContractBlock;
  pieces: Piece[];
  fold: boolean;
  render: (piece: Piece, label?: boolean) => ReactNode;
}

function Block({ block, pieces, fold, render }: BlockProps) {
  const Tag = blockTag(block, HEADING_OFFSET) as 'p';
  const className = blockClass(block);
  const foldProps = fold ? { 'data-fold': true } : {};
  const joined = (label: boolean) =>
    pieces.map((p, i) => (
      <Fragment key={i}>
        {i > 0 && <br />}
        {render(p, label)}
      </Fragment>
    ));
  switch (block.type) {
    case 'title':
    case 'heading':
    case 'conspicuous':
    case 'source':
      return (
        <Tag className={className} {...foldProps}>
          {render(pieces[0]!)}
        </Tag>
      );
    case 'subtitle':
      return (
        <p className={className} {...foldProps}>
          {joined(false)}
        </p>
      );
    case 'notice':
      return (
        <p className={className} role="note" {...foldProps}>
          {joined(true)}
        </p>
      );
    case 'paragraph':
      return (
        <p className={className} {...foldProps}>
          {joined(true)}
        </p>
      );
    case 'list':
      return (
        <ul className={className} {...foldProps}>
          {pieces.map((p, i) => (
            <li key={i}>{render(p, true)}</li>
          ))}
        </ul>
      );
    case 'signature-block': {
      const TitleTag = `h${Math.min(3 + HEADING_OFFSET, 6)}` as 'h4';
      return (
        <section
          className="ct-signature-block"
          data-party={block.party ?? undefined}
          aria-label={`Signature block: ${block.title}`}
          {...foldProps}
        >
          <TitleTag className="ct-signature-title">{render(pieces[0]!)}</TitleTag>
          {block.lines.map((l, i) => (
            <p key={i} className={clsx('ct-sig-line', `ct-sig-${l.kind}`)}>
              {render(pieces[i + 1]!, Boolean(l.label))}
            </p>
          ))}
        </section>
      );
    }
  }
}

/** Clicks on controls, in a form, or at the end of a text selection, are not requests to annotate. */
function isIgnoredTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, textarea, select, form, label, [data-no-annotate]') !== null;
}

export function PreviewDocumentView(props: PreviewDocumentProps) {
  const { doc, placed } = props;

  // A click on a line (with nothing selected) opens the composer on that line.
  function onClick(event: MouseEvent<HTMLElement>) {
    if (isIgnoredTarget(event.target)) return;
    if (window.getSelection()?.toString()) return;
    const el = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-start]') : null;
    const sectionEl = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-section]') : null;
    const section = doc.sections.find((s) => s.id === sectionEl?.dataset.section);
    if (!section) return;
    const piece = el ? sectionPieces(section).find((p) => p.start === Number(el.dataset.start)) : sectionPieces(section)[0];
    if (!piece) return;
    props.onOpenComposer({ section: section.index, range: { group: section.group, start: piece.start, end: piece.end } });
  }

  return (
    <div className="contract-text pv-document" onClick={onClick}>
      {doc.sections.map((s) => (
        <SectionView
          key={s.id}
          {...props}
          section={s}
          placed={placed.filter((p) => p.range && p.section?.index === s.index)}
          open={props.openSections.has(s.index)}
          onToggle={() => props.onToggleSection(s.index)}
        />
      ))}
    </div>
  );
}
