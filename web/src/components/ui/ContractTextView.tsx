import { Fragment, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  blockClass,
  blockTag,
  parseContract,
  splitLabel,
  type ContractBlock,
  type ContractDocument,
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
 */
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

const lines = (ls: string[]) =>
  ls.map((l, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      <InlineLine line={l} />
    </Fragment>
  ));

function Block({ block, offset, props }: { block: ContractBlock; offset: number; props: ContractTextViewProps }) {
  const Tag = blockTag(block, offset) as 'p';
  const className = blockClass(block);
  switch (block.type) {
    case 'title':
    case 'heading':
    case 'conspicuous':
    case 'source':
      return <Tag className={className}>{block.text}</Tag>;
    case 'subtitle':
      return <p className={className}>{block.lines.map((l, i) => (i > 0 ? [<br key={`b${i}`} />, l] : l))}</p>;
    case 'notice':
      return (
        <p className={className} role="note">
          {lines(block.lines)}
        </p>
      );
    case 'paragraph':
      return <p className={className}>{lines(block.lines)}</p>;
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
  return (
    <div className={clsx('contract-text', className)}>
      {doc.sections.map((s) => (
        <section key={s.id} className="ct-section" data-section={s.id}>
          {s.heading !== null && <Block block={{ type: 'heading', level: 1, text: s.heading }} offset={headingOffset} props={props} />}
          {s.blocks.map((b, i) => (
            <Block key={i} block={b} offset={headingOffset} props={props} />
          ))}
        </section>
      ))}
    </div>
  );
}
