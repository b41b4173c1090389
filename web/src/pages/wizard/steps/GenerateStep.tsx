import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ArrowLeft,
  CircleCheck,
  ClipboardCheck,
  Download,
  Eye,
  FilePlus2,
  FileSearch,
  FileText,
  LoaderCircle,
  PenLine,
  TriangleAlert,
} from 'lucide-react';
import { formatUsd, parseMoneyToCents } from '@homepact/legal';
import { Button, buttonClass } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { generateContract } from '../../../api/contracts';
import { errorCode, errorDetails, errorStatus, errorText } from '../../../api/errors';
import { contractPdfUrl, fetchPdf } from '../../../lib/pdfDownload';
import { toast } from '../../../lib/toast';
import { OwnerChangeSchema, projectDatesProblem, sameEmail, todayDate, type OwnerChangeInfo } from '@homepact/proto';
import { OwnerChangesList } from '../../../components/ui/OwnerChangesList';
import { STALE_MESSAGE, staleText } from '../staleText';
import { isNoLongerDraft, isUnauthorized } from '../apiErrors';
import type { WizardDraft } from '../draftStorage';
import { contractPage, toastNoLongerDraft } from '../sentContract';
import { GenerateInvitationPreview } from './GenerateInvitationPreview';
import { downloadBlob, openContractView, redirectToSignIn } from '../browser';
import type { StepPath } from '../steps';
import type { WizardDraftApi } from '../useWizardDraft';

interface GenerateStepProps {
  wizard: WizardDraftApi;
  goTo: (path: StepPath, field?: string) => void;
}

/** The contract just sent, kept here only: the wizard itself has let go of it (its draft and id are cleared). */
interface SentContract {
  id: string;
  draft: WizardDraft;
  /** notifications e-mailed both invitations. */
  emailsSent: boolean;
}

const NEXT_STEPS = [
  'Both parties receive an e-mail with the PDF and a secure link to review and sign.',
  'Each party signs electronically; after the first signature the text can no longer change.',
  'When both have signed, everyone receives the fully executed contract by e-mail.',
  'Follow the signing status on your dashboard, where you can also resend the invitations.',
];

/** "Kitchen faucet / valve" -> "kitchen-faucet-valve", for a download's name. */
function slug(value: string | undefined): string {
  const s = (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'contract';
}

/** The 409 `terms_mismatch` answer: the text disagrees with the form's price, payment or dates. */
interface TermsMismatch {
  message: string;
  differences: string[];
}

/** The differences from a `terms_mismatch` refusal, or null for any other error. */
export function termsMismatchOf(error: unknown): TermsMismatch | null {
  if (errorStatus(error) !== 409 || errorCode(error) !== 'terms_mismatch') return null;
  return { message: errorText(error, ''), differences: differenceMessages(errorDetails(error)?.differences) };
}

/** The `message` of each difference a refusal lists. */
function differenceMessages(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((d: unknown) => (d && typeof d === 'object' ? (d as { message?: unknown }).message : undefined))
    .filter((m) => typeof m === 'string');
}

/** The 409 `owner_changes` answer: the owner changed HomePact's text, and confirms the changes as signers will see them. */
interface OwnerChangesToConfirm {
  changes: OwnerChangeInfo[];
  /** Where those changes make the text's figures disagree with the form. */
  differences: string[];
}

/** The changes from an `owner_changes` refusal, or null for any other error. */
export function ownerChangesOf(error: unknown): OwnerChangesToConfirm | null {
  if (errorStatus(error) !== 409 || errorCode(error) !== 'owner_changes') return null;
  const details = errorDetails(error);
  const changes = OwnerChangeSchema.array().safeParse(details?.changes);
  if (!changes.success) return null;
  return { changes: changes.data, differences: differenceMessages(details?.differences) };
}

/** The two ways on from a refusal the owner can confirm: back to the text, or send it as it is. */
function ConfirmSendButtons({
  label,
  pending,
  onEdit,
  onSend,
}: {
  label: string;
  pending: boolean;
  onEdit: () => void;
  onSend: () => void;
}) {
  return (
    <div className="button-row">
      <Button variant="outline" onClick={onEdit} disabled={pending}>
        <PenLine aria-hidden size={16} /> Edit the text
      </Button>
      <Button onClick={onSend} disabled={pending}>
        {pending ? <LoaderCircle aria-hidden size={16} className="spin" /> : <FileText aria-hidden size={16} />}
        {label}
      </Button>
    </div>
  );
}

export function GenerateStep({ wizard, goTo }: GenerateStepProps) {
  const { reset } = wizard;
  const { user, isAuthenticated, isLoading: authLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [mismatch, setMismatch] = useState<TermsMismatch | null>(null);
  const [ownerChanges, setOwnerChanges] = useState<OwnerChangesToConfirm | null>(null);
  // Generate PDF Contract first shows the recipients and the invitations; Send generates (docs/decisions/0009-invitation-preview-before-sending.md).
  const [previewing, setPreviewing] = useState(false);
  const [sent, setSent] = useState<SentContract | null>(null);
  // After sending, the done state shows the contract that was sent (the wizard's own draft is already clear).
  const draft = sent?.draft ?? wizard.draft;
  const contractId = sent?.id ?? wizard.contractId;

  const generate = useMutation({
    // "No body, JSON content type": an empty JSON object, which every JSON parser accepts.
    // After the owner confirms a text whose terms differ from the form, the same call says so.
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      generateContract(id, confirm ? { termsMismatch: true, ownerChanges: true } : {}),
    onSuccess: ({ blob, emailsSent }, { id }) => {
      setMismatch(null);
      setOwnerChanges(null);
      setPreviewing(false);
      downloadBlob(blob, `contract-${id}.pdf`);
      // Sent: the wizard detaches from it (the browser's draft and id are cleared), so the next contract starts clean.
      setSent({ id, draft, emailsSent });
      reset();
      if (emailsSent) {
        toast({ title: 'PDF Generated Successfully', description: 'Contract downloaded and signing invitations sent to both parties.' });
      } else {
        toast({
          title: 'Contract Generated',
          description:
            'The PDF downloaded, but there was an issue sending the signing invitations. Share the contract with both parties manually, or resend the invitations from your dashboard.',
          variant: 'destructive',
        });
      }
    },
    onError: (error, { id }) => {
      if (isUnauthorized(error)) return askToSignIn('generate');
      // The text says something else than the form: show what, and let the owner fix it or confirm.
      const terms = termsMismatchOf(error);
      if (terms) {
        setPreviewing(false);
        return setMismatch(terms);
      }
      // The owner changed HomePact's text: they confirm the changes, listed as each signer will see them.
      const changes = ownerChangesOf(error);
      if (changes) {
        setPreviewing(false);
        return setOwnerChanges(changes);
      }
      // Already sent for signature (another tab or device), maybe signed or executed by now: nothing was sent.
      if (isNoLongerDraft(error)) {
        toastNoLongerDraft('send');
        reset();
        navigate(contractPage(id));
        return;
      }
      toast({ title: 'Generation Failed', description: errorText(error, 'Failed to generate PDF contract'), variant: 'destructive' });
    },
  });

  const downloadAgain = useMutation({
    mutationFn: (id: string) => fetchPdf('GET', contractPdfUrl(id), `contract-${slug(draft.serviceType)}-${Date.now()}.pdf`),
    onSuccess: ({ blob, filename }) => {
      downloadBlob(blob, filename);
      toast({ title: 'PDF Downloaded', description: 'Your contract PDF has been downloaded.' });
    },
    onError: () => toast({ title: 'Download Error', description: 'Failed to download PDF. Please try again.', variant: 'destructive' }),
  });

  function askToSignIn(action: 'generate' | 'view') {
    toast({
      title: 'Please Sign In',
      description:
        action === 'generate'
          ? 'You need to sign in to generate contracts. Redirecting to login...'
          : 'You need to sign in to view contracts.',
    });
    redirectToSignIn(here, (path) => void navigate(path));
  }

  if (!contractId) {
    return (
      <div className="stack">
        <div className="wz-empty">
          <FileSearch aria-hidden size={28} className="text-danger" />
          <h3 className="wz-section-title">Contract Not Found</h3>
          <p>No contract id available. Save your contract on the Review step, then come back to generate it.</p>
        </div>
        <div className="wz-nav">
          <Button variant="outline" onClick={() => goTo('review')}>
            <ArrowLeft aria-hidden size={16} /> Back
          </Button>
        </div>
      </div>
    );
  }

  const signedIn = isAuthenticated || authLoading;
  const view = () => {
    if (!signedIn) return askToSignIn('view');
    if (!openContractView(contractId)) {
      toast({ title: 'Pop-up Blocked', description: 'Allow pop-ups for this site to view the contract.', variant: 'destructive' });
    }
  };
  // Sending for signature is where the start date must not have passed (saving an old draft is fine).
  const datesProblem = sent ? undefined : projectDatesProblem(draft, todayDate());
  // A text written from other answers is never sent: it is rewritten on Review first.
  const stale = sent ? { stale: false, steps: [] } : staleText(draft);
  const generatePdf = (confirm = false) => {
    if (!signedIn) return askToSignIn('generate');
    if (datesProblem || stale.stale) return;
    generate.mutate({ id: contractId, confirm });
  };
  const openPreview = () => {
    if (!signedIn) return askToSignIn('generate');
    if (datesProblem || stale.stale) return;
    setMismatch(null);
    setOwnerChanges(null);
    setPreviewing(true);
  };
  const createNew = () => {
    reset();
    navigate('/contract');
  };

  const cents = parseMoneyToCents(draft.totalAmount);
  const homeowner = [draft.homeownerFirstName, draft.homeownerLastName].filter(Boolean).join(' ');
  // The creator who is a party signs in the same flow; one who is not sees the signing status there.
  const email = user?.email;
  const isParty = !!email && [draft.homeownerEmail, draft.providerEmail].some((e) => !!e && sameEmail(e, email));

  return (
    <div className="stack-lg">
      <dl className="wz-summary">
        <div>
          <dt>Service</dt>
          <dd>{draft.serviceType || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Homeowner</dt>
          <dd>{homeowner || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Service provider</dt>
          <dd>{draft.providerName || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{cents === undefined ? 'Not provided' : formatUsd(cents)}</dd>
        </div>
      </dl>

      {sent ? (
        <>
          <div className="wz-success" role="status">
            <CircleCheck aria-hidden size={24} />
            <div>
              <h3 className="wz-section-title">Your contract PDF is ready</h3>
              <p>
                {sent.emailsSent
                  ? 'It has been sent to both parties for signature.'
                  : 'It is ready for signature, but the invitations could not be e-mailed: share it with both parties, or resend the invitations from your dashboard.'}{' '}
                {isParty
                  ? 'You are a party too: sign it now with Sign Contract.'
                  : 'You are not a party, so there is nothing for you to sign: follow the signing status instead.'}
              </p>
            </div>
          </div>
          <div className="button-row">
            <Button variant="outline" onClick={view}>
              <Eye aria-hidden size={16} /> View Contract
            </Button>
            <Link to={`/sign/${encodeURIComponent(contractId)}`} className={buttonClass('primary')}>
              {isParty ? <PenLine aria-hidden size={16} /> : <ClipboardCheck aria-hidden size={16} />}{' '}
              {isParty ? 'Sign Contract' : 'View Signing Status'}
            </Link>
            <Button variant="outline" onClick={() => downloadAgain.mutate(contractId)} disabled={downloadAgain.isPending}>
              <Download aria-hidden size={16} /> {downloadAgain.isPending ? 'Downloading...' : 'Download Again'}
            </Button>
            <Button variant="outline" onClick={createNew}>
              <FilePlus2 aria-hidden size={16} /> Create New Contract
            </Button>
          </div>
          <section aria-labelledby="wz-next-title" className="wz-next">
            <h3 id="wz-next-title" className="wz-section-title">
              Next steps
            </h3>
            <ol className="wz-next-list">
              {NEXT_STEPS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
        </>
      ) : (
        <>
          <div className="wz-callout">
            <FileText aria-hidden size={22} />
            <p>
              Generating the PDF downloads it and e-mails both parties an invitation to sign. You see the recipients and the invitation
              first, and nothing is sent until you confirm. After that the contract is locked for signature.
            </p>
          </div>
          {datesProblem && (
            <div className="wz-warning wz-warning-warning" role="alert" aria-labelledby="wz-dates-title">
              <TriangleAlert aria-hidden size={18} className="wz-warning-icon" />
              <div className="wz-warning-body">
                <strong id="wz-dates-title">{datesProblem.message}</strong>
                <p>
                  The contract cannot be sent with these dates. Change them on the Payment Terms step, then save the contract again on
                  Review.
                </p>
                <div className="button-row">
                  <Button variant="outline" onClick={() => goTo('payment', datesProblem.field)}>
                    <PenLine aria-hidden size={16} /> Fix the dates
                  </Button>
                </div>
              </div>
            </div>
          )}
          {stale.stale && (
            <div className="wz-warning wz-warning-warning" role="alert" aria-labelledby="wz-stale-title">
              <TriangleAlert aria-hidden size={18} className="wz-warning-icon" />
              <div className="wz-warning-body">
                <strong id="wz-stale-title">{STALE_MESSAGE}</strong>
                {stale.steps.length > 0 && <p>Changed since: {stale.steps.join(', ')}.</p>}
                <div className="button-row">
                  <Button variant="outline" onClick={() => goTo('review')}>
                    <PenLine aria-hidden size={16} /> Rewrite it on Review
                  </Button>
                </div>
              </div>
            </div>
          )}
          {ownerChanges && (
            <div className="wz-warning wz-warning-warning" role="alert" aria-labelledby="wz-owner-changes-title">
              <TriangleAlert aria-hidden size={18} className="wz-warning-icon" />
              <div className="wz-warning-body">
                <strong id="wz-owner-changes-title">You changed the text HomePact wrote</strong>
                <p>
                  Each signer sees these changes marked as yours before signing
                  {ownerChanges.differences.length > 0 ? ', and they make the text disagree with your answers:' : '.'}
                </p>
                {ownerChanges.differences.length > 0 && (
                  <ul>
                    {ownerChanges.differences.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                )}
                <OwnerChangesList changes={ownerChanges.changes} by="you" />
                <ConfirmSendButtons
                  label="Send with my changes marked"
                  pending={generate.isPending}
                  onEdit={() => goTo('edit')}
                  onSend={() => generatePdf(true)}
                />
              </div>
            </div>
          )}
          {mismatch && (
            <div className="wz-warning wz-warning-warning" role="alert" aria-labelledby="wz-terms-title">
              <TriangleAlert aria-hidden size={18} className="wz-warning-icon" />
              <div className="wz-warning-body">
                <strong id="wz-terms-title">The contract text does not match the terms in the form</strong>
                <p>The parties sign the text, and the invitation summarises the text. These differ:</p>
                <ul>
                  {(mismatch.differences.length ? mismatch.differences : [mismatch.message]).map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
                <ConfirmSendButtons
                  label="The text is right: send it"
                  pending={generate.isPending}
                  onEdit={() => goTo('edit')}
                  onSend={() => generatePdf(true)}
                />
              </div>
            </div>
          )}
          {previewing && (
            <GenerateInvitationPreview
              contractId={contractId}
              sending={generate.isPending}
              onSend={() => generatePdf()}
              onCancel={() => setPreviewing(false)}
            />
          )}
          <div className="button-row">
            <Button variant="outline" onClick={view}>
              <Eye aria-hidden size={16} /> View Contract
            </Button>
            {!previewing && (
              <Button onClick={openPreview} disabled={generate.isPending || !!datesProblem || stale.stale}>
                {generate.isPending ? <LoaderCircle aria-hidden size={16} className="spin" /> : <FileText aria-hidden size={16} />}
                {generate.isPending ? 'Generating...' : 'Generate PDF Contract'}
              </Button>
            )}
          </div>
          <div className="wz-nav">
            <Button variant="outline" onClick={() => goTo('edit')} disabled={generate.isPending}>
              <ArrowLeft aria-hidden size={16} /> Back
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
