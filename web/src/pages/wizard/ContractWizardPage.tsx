import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass } from '../../components/ui';
import type { FieldErrors } from '../../lib/validation';
import type { FormField, WizardDraft } from './draftStorage';
import { FieldIds, focusFieldById, focusFirstInvalid } from '../../components/ui/fields';
import { useContractLoader } from './useContractLoader';
import { contractPage } from './sentContract';
import { stepByPath, stepById, stepUrl, type StepPath, type WizardStep } from './steps';
import type { StepProps } from './stepProps';
import { validateStep } from './stepValidation';
import { useWizardDraft } from './useWizardDraft';
import { AccountNotice } from './AccountNotice';
import { WizardHeader } from './WizardHeader';
import { PartiesStep } from './steps/PartiesStep';
import { LicensingStep } from './steps/LicensingStep';
import { MaterialsStep } from './steps/MaterialsStep';
import { PaymentStep } from './steps/PaymentStep';
import { SafetyStep } from './steps/SafetyStep';
import { CleanupStep } from './steps/CleanupStep';
import { SchedulingStep } from './steps/SchedulingStep';
import { WarrantiesStep } from './steps/WarrantiesStep';
import { TerminationStep } from './steps/TerminationStep';
import { ReviewStep } from './steps/ReviewStep';
import { EditStep } from './steps/EditStep';
import { GenerateStep } from './steps/GenerateStep';
import './wizard.css';

const FORM_STEPS: Partial<Record<StepPath, ComponentType<StepProps>>> = {
  parties: PartiesStep,
  licensing: LicensingStep,
  materials: MaterialsStep,
  payment: PaymentStep,
  safety: SafetyStep,
  cleanup: CleanupStep,
  scheduling: SchedulingStep,
  warranties: WarrantiesStep,
  termination: TerminationStep,
};

const STEP_INTROS: Record<StepPath, string> = {
  parties: 'Who the contract is between, and the job itself.',
  licensing: "The provider's license, insurance and bonding.",
  materials: 'Who supplies materials and tools, and any markup on materials.',
  payment: 'When the work happens and how it is paid for.',
  safety: 'The safety and code commitments the provider makes.',
  cleanup: 'Who cleans up, and what clean-up includes.',
  scheduling: 'When the provider works and how they get in.',
  warranties: 'What is guaranteed, for how long, and the limits of liability.',
  termination: 'How either party can end the contract, and how disputes are settled.',
  review: 'Check the contract built from your answers, fix anything flagged, then generate and save it.',
  edit: 'Fine-tune the wording of your contract before it goes out for signature.',
  generate: 'Create the PDF and send it to both parties for signature.',
};

/** Where a move came from: a Review warning asks for one field to be focused. */
interface MoveState {
  focusField?: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function ContractWizardPage() {
  const { step: stepParam } = useParams();
  const step = stepByPath(stepParam);
  if (!step) return <UnknownStep />;
  return <Wizard step={step} />;
}

/** A field's control is `wz-{field}`, so a Review warning can take the person to it. */
const FIELD_ID_PREFIX = 'wz-';

function Wizard({ step }: { step: WizardStep }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const wizard = useWizardDraft();
  const loading = useContractLoader(searchParams.get('contractId'), wizard);
  const [errorState, setErrorState] = useState<{ step: StepPath; errors: FieldErrors<FormField> }>({ step: step.path, errors: {} });
  const errors = errorState.step === step.path ? errorState.errors : {};
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // After a move, focus goes to the new step's heading (or the field a warning points at).
  const focusTarget = (location.state as MoveState | null)?.focusField;
  useEffect(() => {
    if (firstRender.current && !focusTarget) {
      firstRender.current = false;
      return;
    }
    firstRender.current = false;
    if (focusTarget) focusFieldById(`${FIELD_ID_PREFIX}${focusTarget}`);
    else headingRef.current?.focus({ preventScroll: true });
  }, [step.path, focusTarget]);

  const goTo = useCallback(
    (path: StepPath, field?: string) => {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      navigate(stepUrl(path), field ? { state: { focusField: field } satisfies MoveState } : undefined);
    },
    [navigate],
  );

  const back = () => {
    const previous = stepById(step.id - 1);
    if (previous) goTo(previous.path);
    else {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      navigate('/');
    }
  };

  const update = (patch: Partial<WizardDraft>) => {
    wizard.update(patch);
    // A corrected field loses its message; the others keep theirs until the next Continue.
    const keys = Object.keys(patch) as FormField[];
    if (keys.some((k) => errors[k])) {
      setErrorState((s) => ({
        ...s,
        errors: Object.fromEntries(Object.entries(s.errors).filter(([k]) => !keys.includes(k as FormField))),
      }));
    }
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    const found = validateStep(step.path, wizard.draft);
    if (Object.keys(found).length > 0) {
      flushSync(() => setErrorState({ step: step.path, errors: found }));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrorState({ step: step.path, errors: {} });
    const following = stepById(step.id + 1);
    if (following) goTo(following.path);
  };

  const FormStep = FORM_STEPS[step.path];
  // A contract sent before the wizard let go of sent contracts (an older browser draft): shown as sent, never edited.
  const sentId = wizard.contractId && wizard.draft.pdfGeneratedFor === wizard.contractId ? wizard.contractId : null;
  let body;
  if (loading) {
    body = (
      <p className="loading" role="status">
        Loading contract...
      </p>
    );
  } else if (sentId) {
    body = (
      <SentContractNotice
        id={sentId}
        onNew={() => {
          wizard.reset();
          navigate(stepUrl('parties'));
        }}
      />
    );
  } else if (FormStep) {
    body = (
      <form ref={formRef} noValidate onSubmit={next} className="wz-form" aria-labelledby="wz-step-title">
        <FieldIds prefix={FIELD_ID_PREFIX}>
          <FormStep draft={wizard.draft} update={update} errors={errors} />
        </FieldIds>
        <div className="wz-nav">
          <Button variant="outline" onClick={back}>
            <ArrowLeft aria-hidden size={16} /> Back
          </Button>
          <Button type="submit">
            Continue <ArrowRight aria-hidden size={16} />
          </Button>
        </div>
      </form>
    );
  } else if (step.path === 'review') {
    body = <ReviewStep wizard={wizard} goTo={goTo} />;
  } else if (step.path === 'edit') {
    body = <EditStep wizard={wizard} goTo={goTo} />;
  } else {
    body = <GenerateStep wizard={wizard} goTo={goTo} />;
  }

  return (
    <main className="page container wz-page">
      <WizardHeader step={step} />
      {step.path === 'parties' && <AccountNotice />}
      <Card className="wz-card">
        <CardHeader>
          <h2 id="wz-step-title" ref={headingRef} tabIndex={-1} className="card-title wz-step-title">
            {step.name}
          </h2>
          <CardDescription>{STEP_INTROS[step.path]}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}

/** The wizard holds a contract already sent for signature: read-only, with its page and a clean start. */
function SentContractNotice({ id, onNew }: { id: string; onNew: () => void }) {
  return (
    <div className="stack" role="status">
      <p>
        This contract has been sent for signature, so it can no longer be edited, saved or sent again here. Open it to follow the
        signatures, or start a new contract from a clean draft.
      </p>
      <div className="button-row">
        <Link to={contractPage(id)} className={buttonClass('primary')}>
          Open the contract
        </Link>
        <Button variant="outline" onClick={onNew}>
          Start a new contract
        </Button>
      </div>
    </div>
  );
}

/** An unknown step path (docs/product/wizard-signing-preview-login-admin.md#21-contract-wizard-contractstep): a placeholder with a way back in. */
function UnknownStep() {
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardHeader>
          <CardTitle as="h1">Contract Wizard</CardTitle>
          <CardDescription>This step of the contract wizard does not exist.</CardDescription>
        </CardHeader>
        <CardContent className="button-row">
          <Link to={stepUrl('parties')} className={buttonClass('primary')}>
            Start from the first step
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
