import { Fragment, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  blockClass,
  blockTag,
  electionInitialledText,
  fillCancellationBlanks,
  lineMarks,
  parseContract,
  signedElectronicallyText,
  splitLabel,
  type AcknowledgmentLine,
  type ContractBlock,
  type ContractDocument,
  type ElectionChoice,
  type HomeownerElection,
  type LineMark,
  type SignatureParty,
} from '@homepact/legal';
import './contract-text.css';

/**
 * A contract as the document it is: @homepact/legal's one model, rendered
 * with the same tags and classes as the PDF and the stored HTML (`blockTag`,
 * `blockClass`), as React text (never HTML). Used by the Edit step's preview,
 * Review, the sign page and /preview, so a person edits, signs and receives
 * the same layout.
 *
 * `headingOffset` shifts the heading levels to fit the page's outline (the
 * title is h(1 + offset)). `renderSignature` replaces a party's signature line
 * (the sign page puts the "sign here" control or the adopted signature there).
 * `lineStamps` stamps, as the PDF does, the lines the model reads as the
 * homeowner's separate elections and the parties' acknowledgment lines once
 * that party has signed.
 */

/** A party who signed, for the election and acknowledgment lines (legal's `SignatureStamp`, without the picture). */
export interface LineStamp {
  name: string;
  /** When they signed, as the page shows it. */
  signedAtText: string;
  /** The homeowner's accept/reject choices by election id. */
  elections?: Partial<Record<string, ElectionChoice>>;
}
export interface ContractTextViewProps {
  text: string;
  headingOffset?: 0 | 1 | 2;
  className?: string;
  /** Content for a party's "Signature:" line; undefined keeps the line as written. */
  renderSignature?: (party: SignatureParty) => ReactNode | undefined;
  /** Content for a party's "Date:" line; undefined keeps the line as written. */
  renderDate?: (party: SignatureParty) => ReactNode | undefined;
  /** Already parsed (to share one parse with the caller). */
  doc?: ContractDocument;
  /** Signed parties, stamped on their election and acknowledgment lines. */
  lineStamps?: Partial<Record<SignatureParty, LineStamp>>;
  /** Once the buyer has signed: the Notice of Cancellation's date of transaction and last day, filled into its blanks. */
  cancellation?: { transactionText: string; lastDayText: string } | null;
}

function ElectionLine({ line, election, stamp }: { line: string; election: HomeownerElection; stamp: LineStamp | undefined }) {
  const choice = stamp?.elections?.[election.id];
  if (!stamp || !choice) return <InlineLine line={line} />;
  const option = (c: ElectionChoice, name: string) =>
    choice === c ? <span className="ct-sig-value">{name} ☑</span> : <span className="ct-election-other">{name} ☐</span>;
  return (
    <span className="ct-election ct-signed" data-election={election.id} data-choice={choice}>
      {election.label}. {option('accept', 'Accept')} {option('reject', 'Reject')}{' '}
      <span className="ct-sig-by">{electionInitialledText(choice, stamp)}</span>
    </span>
  );
}

function AcknowledgmentStamp({ line, ack, stamp }: { line: string; ack: AcknowledgmentLine; stamp: LineStamp | undefined }) {
  if (!stamp) return <InlineLine line={line} />;
  return (
    <span className="ct-acknowledged ct-signed" data-party={ack.party}>
      <span className="ct-label">{line.slice(0, line.indexOf(':'))}:</span>{' '}
      <span className="ct-sig-value">{signedElectronicallyText(stamp.name)}</span>
      {ack.hasDate && (
        <>
          {'\u2003'}
          <span className="ct-label">Date:</span> <span className="ct-sig-value">{stamp.signedAtText}</span>
        </>
      )}
    </span>
  );
}

function InlineLine({ line }: { line: string }) {
  const l = splitLabel(line);
  if (!l) return <>{line}</>;
  return (
    <>
      <span className="ct-label">{l.label}:</span> {l.rest}
    </>
  );
}

function MarkedLine({ line, mark, props }: { line: string; mark: LineMark | undefined; props: ContractTextViewProps }) {
  if (mark?.election) return <ElectionLine line={line} election={mark.election} stamp={props.lineStamps?.homeowner} />;
  if (mark?.ack) return <AcknowledgmentStamp line={line} ack={mark.ack} stamp={props.lineStamps?.[mark.ack.party]} />;
  return <InlineLine line={fillCancellationBlanks(line, props.cancellation)} />;
}

const lines = (ls: string[], props: ContractTextViewProps, marks?: Map<number, LineMark>) =>
  ls.map((l, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      <MarkedLine line={l} mark={marks?.get(i)} props={props} />
    </Fragment>
  ));

interface BlockProps {
  block: ContractBlock;
  offset: number;
  props: ContractTextViewProps;
  /** Election and acknowledgment lines of this block, by line index. */
  marks?: Map<number, LineMark> | undefined;
}

function Block({ block, offset, props, marks }: BlockProps) {
  const Tag = blockTag(block, offset) as 'p';
  const className = blockClass(block);
  switch (block.type) {
    case 'conspicuous':
      return <Tag className={className}>{fillCancellationBlanks(block.text, props.cancellation)}</Tag>;
    case 'title':
    case 'heading':
    case 'source':
      return <Tag className={className}>{block.text}</Tag>;
    case 'subtitle':
      return <p className={className}>{block.lines.map((l, i) => (i > 0 ? [<br key={`b${i}`} />, l] : l))}</p>;
    case 'notice':
      return (
        <p className={className} role="note">
          {lines(block.lines, props, marks)}
        </p>
      );
    case 'paragraph':
      return <p className={className}>{lines(block.lines, props, marks)}</p>;
    case 'list':
      return (
        <ul className={className}>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineLine line={item} />
            </li>
          ))}
        </ul>
      );
    case 'signature-block': {
      const TitleTag = `h${Math.min(3 + offset, 6)}` as 'h3';
      const party = block.party;
      return (
        <section className="ct-signature-block" data-party={party ?? undefined} aria-label={`Signature block: ${block.title}`}>
          <TitleTag className="ct-signature-title">{block.title}</TitleTag>
          {block.lines.map((line, i) => {
            const custom =
              party && line.kind === 'signature'
                ? props.renderSignature?.(party)
                : party && line.kind === 'date'
                  ? props.renderDate?.(party)
                  : undefined;
            return (
              <p key={i} className={clsx('ct-sig-line', `ct-sig-${line.kind}`)}>
                {line.label && <span className="ct-label">{line.label}:</span>}{' '}
                {custom ?? (line.blank ? <span className="ct-sig-blank">{line.value}</span> : line.value)}
              </p>
            );
          })}
        </section>
      );
    }
  }
}

export function ContractTextView(props: ContractTextViewProps) {
  const { text, headingOffset = 1, className } = props;
  const doc = useMemo(() => props.doc ?? parseContract(text), [props.doc, text]);
  const marks = useMemo(() => lineMarks(doc), [doc]);
  return (
    <div className={clsx('contract-text', className)}>
      {doc.sections.map((s, si) => (
        <section key={s.id} className="ct-section" data-section={s.id}>
          {s.heading !== null && <Block block={{ type: 'heading', level: 1, text: s.heading }} offset={headingOffset} props={props} />}
          {s.blocks.map((b, bi) => (
            <Block key={bi} block={b} offset={headingOffset} props={props} marks={marks.get(`${si}:${bi}`)} />
          ))}
        </section>
      ))}
    </div>
  );
}
