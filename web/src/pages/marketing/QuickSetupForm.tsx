import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Sparkles } from 'lucide-react';
import { QUICK_SETUP_DATA_KEY } from '../../lib/personalDrafts';
import { ListboxSelect } from './ListboxSelect';
import { ROLE_OPTIONS, US_STATES, personaForRole } from './usStates';
import './marketing.css';
import './fields.css';
import './QuickSetupForm.css';

/** Local-storage key of the quick-setup draft; /scope-editor reads it (docs/product/public-site-accounts-dashboard.md#3-entities-and-their-fields). */
export const QUICK_SETUP_KEY = QUICK_SETUP_DATA_KEY;
/** Id of the form, target of the "start" calls to action (scroll and /#quick-setup). */
export const QUICK_SETUP_ID = 'quick-setup';

export interface QuickSetupData {
  contractDetails: string;
  persona: string;
  selectedState: string;
}

export function QuickSetupForm() {
  const navigate = useNavigate();
  const uid = useId();
  const [contractDetails, setContractDetails] = useState('');
  const [role, setRole] = useState('');
  const [selectedState, setSelectedState] = useState('');

  // All three are required; there are no length bounds and no messages (docs/product/public-site-accounts-dashboard.md#5-validation-rules).
  const complete = contractDetails.trim() !== '' && role !== '' && selectedState !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete) return;
    const draft: QuickSetupData = { contractDetails, persona: personaForRole(role), selectedState };
    localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify(draft));
    navigate('/scope-editor');
  }

  const hintId = `${uid}-hint`;
  return (
    <form id={QUICK_SETUP_ID} className="card mk-quick-setup" onSubmit={handleSubmit} aria-labelledby={`${uid}-title`}>
      <div className="mk-quick-setup-head">
        <span className="mk-icon-chip" aria-hidden>
          <Sparkles size={18} />
        </span>
        <div>
          <h2 id={`${uid}-title`} className="mk-quick-setup-title">
            AI Quick Setup
          </h2>
          <p className="muted mk-small">Three answers and our AI drafts your scope of work.</p>
        </div>
      </div>

      <div className="mk-field">
        <label className="label" htmlFor={`${uid}-details`}>
          Describe the job
        </label>
        <textarea
          id={`${uid}-details`}
          name="contractDetails"
          className="input mk-textarea"
          rows={4}
          value={contractDetails}
          onChange={(e) => setContractDetails(e.target.value)}
          placeholder="e.g. Replace the 50-gallon gas water heater in the basement, haul away the old unit, and bring the venting up to code."
        />
      </div>

      <div className="mk-field-row">
        <div className="mk-field">
          <label className="label" htmlFor={`${uid}-persona`}>
            I am a
          </label>
          <ListboxSelect id={`${uid}-persona`} value={role} onValueChange={setRole} options={ROLE_OPTIONS} placeholder="Choose your role" />
        </div>
        <div className="mk-field">
          <label className="label" htmlFor={`${uid}-state`}>
            Property state
          </label>
          <ListboxSelect
            id={`${uid}-state`}
            value={selectedState}
            onValueChange={setSelectedState}
            options={US_STATES}
            placeholder="Choose a state"
            contentClassName="mk-select-content-states"
          />
        </div>
      </div>

      <button type="submit" className="btn btn-primary mk-btn-block" disabled={!complete} aria-describedby={hintId}>
        <Sparkles size={18} aria-hidden />
        Generate My Scope of Work
      </button>
      <p id={hintId} className="muted mk-small mk-center">
        {complete ? 'No credit card required.' : 'Describe the job and choose your role and state to continue.'}
      </p>
    </form>
  );
}

/**
 * Smoothly scrolls the quick-setup form into view (instantly when the user
 * prefers reduced motion) and moves keyboard focus to its first field.
 */
export function scrollToQuickSetup() {
  const form = document.getElementById(QUICK_SETUP_ID);
  if (!form) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  form.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  const first = form.querySelector<HTMLElement>('textarea, input, button');
  first?.focus({ preventScroll: true });
}
