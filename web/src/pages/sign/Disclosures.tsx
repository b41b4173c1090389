import { disclosureTitle, type Disclosure } from '@homepact/proto';
import { disclosureMissingText } from './signForm';
import { goToNotice, noticeAnchorId } from './notices';

interface DisclosuresProps {
  disclosures: Disclosure[];
  /** The ids ticked so far. */
  received: string[];
  onChange: (received: string[]) => void;
  /** Set once a submit found a notice not ticked: each unticked box then says so. */
  error?: string;
}

/**
 * "Before you sign": the notices the law wants the contractor to give the
 * homeowner before they sign (the Texas residential construction disclosure
 * statement, Tex. Prop. Code § 53.255; Idaho Code § 45-525), each with a
 * required box to confirm it was received and read, and a link to it in the
 * contract. The confirmation is kept, with its time, in the signature's
 * evidence and listed on the certificate of completion.
 */
export function Disclosures({ disclosures, received, onChange, error }: DisclosuresProps) {
  if (disclosures.length === 0) return null;
  const ticked = new Set(received);
  const introId = 'sign-disclosures-intro';
  const toggle = (id: string, on: boolean) => onChange(on ? [...received.filter((r) => r !== id), id] : received.filter((r) => r !== id));
  return (
    <fieldset className="fieldset sign-disclosures" data-field="disclosures" aria-describedby={introId}>
      <legend className="sign-subheading">Before you sign</legend>
      <p id={introId} className="muted sign-disclosures-intro">
        The law requires the contractor to give you these notices before you sign. Read each one in the contract above.
      </p>
      {disclosures.map((d) => {
        const title = disclosureTitle(d.title);
        const boxId = `disclosure-${d.id}`;
        const errorId = `${boxId}-error`;
        const missing = !!error && !ticked.has(d.id);
        return (
          <div key={d.id} className="sign-disclosure" data-invalid={missing || undefined}>
            <div className="consent-check">
              <input
                id={boxId}
                type="checkbox"
                required
                checked={ticked.has(d.id)}
                onChange={(e) => toggle(d.id, e.target.checked)}
                aria-invalid={missing}
                aria-describedby={missing ? errorId : undefined}
              />
              <label htmlFor={boxId}>I received and read the {title}</label>
            </div>
            <a
              className="sign-disclosure-link"
              href={`#${noticeAnchorId(d.id)}`}
              onClick={(e) => {
                if (goToNotice(d.id)) e.preventDefault();
              }}
            >
              Read the {title} in the contract
            </a>
            {missing && (
              <p id={errorId} className="field-error" role="alert">
                {disclosureMissingText(d)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
