import { useId } from 'react';
import { Link } from 'react-router-dom';

interface EsignConsentProps {
  disclosure: { version: string; text: string };
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}

/**
 * The ESIGN consumer disclosure (15 U.S.C. 7001(c)) and the box that gives
 * consent. The notice scrolls inside the page and can be focused to scroll by
 * keyboard; ticking the box on the page that shows it is the consent.
 */
export function EsignConsent({ disclosure, checked, onCheckedChange, error }: EsignConsentProps) {
  const id = useId();
  const paragraphs = disclosure.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [title, ...body] = paragraphs;
  return (
    <fieldset className="fieldset consent" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sign-subheading">Consent to sign electronically</legend>
      <div className="consent-text" tabIndex={0} role="region" aria-label="Electronic records and signatures disclosure">
        <p className="consent-title">{title}</p>
        {body.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <p className="consent-version">Disclosure version {disclosure.version}</p>
      </div>
      <p className="consent-paper">
        Prefer paper? <Link to="/contact">Request a paper copy</Link> instead of signing here. It is free.
      </p>
      <div className="consent-check">
        <input
          id={`${id}-box`}
          type="checkbox"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={`${id}-box`}>I agree to use electronic records and signatures</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
