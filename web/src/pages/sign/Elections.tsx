import type { Election, ElectionChoice } from '@homepact/proto';
import { electionChoice } from './signForm';

interface ElectionsProps {
  elections: Election[];
  values: Partial<Record<string, ElectionChoice>>;
  onChange: (id: string, choice: ElectionChoice) => void;
  error?: string;
}

/**
 * The clauses the contract asks the homeowner to accept or reject each on its
 * own (its "Accept ___ Reject ___ (Homeowner's initials)" lines, e.g. the
 * Illinois arbitration clause and jury waiver, 815 ILCS 513/15.1): one
 * required Accept / Reject choice per clause, with the contract's own sentence
 * about the choice as help. The choice is stamped on the clause's line in the
 * signed PDF, initialled electronically with the signature.
 */
export function Elections({ elections, values, onChange, error }: ElectionsProps) {
  if (elections.length === 0) return null;
  const errorId = 'sign-elections-error';
  // The contract usually explains the choice once for all its clauses: say it once, above them.
  const shared = elections.every((e) => e.help === elections[0]!.help) ? elections[0]!.help : null;
  const sharedId = 'election-help-shared';
  return (
    <div className="sign-elections stack-sm" data-field="elections">
      <p className="sign-subheading">Your separate choices</p>
      {shared && (
        <p id={sharedId} className="muted sign-election-help">
          {shared}
        </p>
      )}
      {elections.map((e) => {
        const helpId = shared ? sharedId : `election-help-${e.id}`;
        const chosen = electionChoice(values, e.id);
        const missing = !!error && !chosen;
        return (
          <fieldset
            key={e.id}
            className="sign-election"
            data-invalid={missing || undefined}
            aria-describedby={[e.help ? helpId : '', missing ? errorId : ''].filter(Boolean).join(' ') || undefined}
          >
            <legend>{e.label}</legend>
            {e.help && !shared && (
              <p id={helpId} className="muted sign-election-help">
                {e.help}
              </p>
            )}
            <div className="sign-election-options">
              {(['accept', 'reject'] as const).map((choice) => (
                <label key={choice} className="sign-election-option" data-checked={chosen === choice || undefined}>
                  <input
                    type="radio"
                    name={`election-${e.id}`}
                    value={choice}
                    required
                    checked={chosen === choice}
                    onChange={() => onChange(e.id, choice)}
                  />
                  <span>{choice === 'accept' ? 'Accept' : 'Reject'}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
