import { TOTAL_STEPS, progressPercent, type WizardStep } from './steps';

export const WIZARD_TITLE = 'Create Your Service Contract';

/** Title, the n/12 counter and the progress bar (step id over 12). */
export function WizardHeader({ step }: { step: WizardStep }) {
  const percent = progressPercent(step);
  return (
    <header className="wz-header">
      <div className="wz-title-row">
        <h1 className="wz-title">{WIZARD_TITLE}</h1>
        <p className="wz-counter">
          <span className="visually-hidden">Step </span>
          <span>
            {step.id}/{TOTAL_STEPS}
          </span>
        </p>
      </div>
      <div
        className="wz-progress"
        role="progressbar"
        aria-label="Contract progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (step ${step.id} of ${TOTAL_STEPS}: ${step.name})`}
      >
        <div className="wz-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="wz-progress-text">
        <span>{step.name}</span>
        <span>{percent}% complete</span>
      </p>
    </header>
  );
}
