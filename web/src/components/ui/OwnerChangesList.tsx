import type { OwnerChangeInfo } from '@homepact/proto';
import './owner-changes.css';

/** "PRICE AND PAYMENT SCHEDULE" -> "Price and payment schedule". */
const label = (words: string) => (words === 'Opening' ? 'Opening' : words.charAt(0) + words.slice(1).toLowerCase());

const KIND: Record<OwnerChangeInfo['kind'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  moved: 'Moved',
};

/**
 * The owner's changes to the text HomePact wrote, as the owner confirms them
 * before sending and as each signer reads them before signing: what was
 * added (in the owner's words) and what HomePact had written instead.
 */
export function OwnerChangesList({ changes, by }: { changes: OwnerChangeInfo[]; by: string }) {
  return (
    <ol className="owner-changes">
      {changes.map((c, i) => (
        <li key={i} className={`owner-change owner-change-${c.kind}`}>
          <p className="owner-change-head">
            <span className="owner-change-kind">{KIND[c.kind]}</span> in <strong>{label(c.section)}</strong>
            {c.kind === 'moved' ? ' (moved to a new place; the words are unchanged)' : ''}
          </p>
          {c.added.length > 0 && c.kind !== 'moved' && (
            <blockquote className="owner-change-added" aria-label={`Written by ${by}`}>
              {c.added.map((line, j) => (
                <p key={j}>{line}</p>
              ))}
            </blockquote>
          )}
          {c.removed.length > 0 && (
            <div className="owner-change-removed">
              <p className="owner-change-was">HomePact had written:</p>
              <blockquote aria-label="Removed from HomePact’s text">
                {c.removed.map((line, j) => (
                  <p key={j}>
                    <del>{line}</del>
                  </p>
                ))}
              </blockquote>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
