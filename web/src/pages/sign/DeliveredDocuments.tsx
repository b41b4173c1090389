import { useMemo } from 'react';
import { ExternalLink, FileText } from 'lucide-react';
import { deliveredDocumentPage } from '@homepact/legal';
import type { DeliveredDocument } from '@homepact/proto';

/** Where a delivered document sits on the sign page (the acknowledgment in the signing panel links to it). */
export const deliveredAnchorId = (id: string) => `deliver-${id}`;

/**
 * The documents the law wants handed to the homeowner apart from the contract
 * (Illinois's pamphlet "Home Repair: Know Your Consumer Rights", 815 ILCS
 * 513/20), shown in full above the contract and the signature form, to both
 * parties: each with its heading, why it is given and under which law, its
 * text (collapsible), what in the wording could not be confirmed, and a link
 * that opens it as a page of its own to print or save. What the homeowner
 * acknowledges receiving is what she reads here.
 */
export function DeliveredDocuments({ documents }: { documents: DeliveredDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <div className="sign-deliver-list">
      {documents.map((d) => (
        <DeliveredDocumentCard key={d.id} document={d} />
      ))}
    </div>
  );
}

function DeliveredDocumentCard({ document: d }: { document: DeliveredDocument }) {
  const url = useMemo(() => printableUrl(d), [d]);
  const headingId = `${deliveredAnchorId(d.id)}-title`;
  return (
    <section id={deliveredAnchorId(d.id)} className="sign-deliver" aria-labelledby={headingId} tabIndex={-1}>
      <p className="contract-page-eyebrow sign-deliver-eyebrow">
        <FileText aria-hidden size={16} /> Given to you with this contract · {d.citation}
      </p>
      <h2 id={headingId} className="sign-deliver-title">
        {d.title}
      </h2>
      <p className="sign-deliver-reason">{d.reason}</p>
      {url && (
        <p>
          <a className="sign-deliver-open" href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden size={14} />
            Open the {d.kind} to print or save
          </a>
        </p>
      )}
      <details className="sign-deliver-details" open>
        <summary>The {d.kind} in full</summary>
        <div className="sign-deliver-text" tabIndex={0} role="region" aria-label={`The ${d.kind}: ${d.title}`}>
          {d.sections.map((s, i) => (
            <section key={i} className="sign-deliver-part">
              {s.heading && <h3>{s.heading}</h3>}
              {s.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              <p className="sign-deliver-source">
                {s.citation}
                {s.verbatim ? ', as enacted' : ''}
              </p>
            </section>
          ))}
          {d.unconfirmed.length > 0 && (
            <section className="sign-deliver-part sign-deliver-about">
              <h3>About this copy</h3>
              {d.unconfirmed.map((u, i) => (
                <p key={i}>{u}</p>
              ))}
            </section>
          )}
        </div>
      </details>
    </section>
  );
}

/**
 * The document as a page of its own (the one the invitation attaches), at a blob: URL. One URL per
 * document text for the session (kept, not revoked: a page holds one or two small documents), so a
 * re-render or React's double effects never hand out a URL that was revoked.
 */
const printable = new Map<string, string>();
function printableUrl(d: DeliveredDocument): string | null {
  if (typeof URL.createObjectURL !== 'function') return null;
  const page = deliveredDocumentPage(d);
  let url = printable.get(page);
  if (!url) {
    url = URL.createObjectURL(new Blob([page], { type: 'text/html' }));
    printable.set(page, url);
  }
  return url;
}
