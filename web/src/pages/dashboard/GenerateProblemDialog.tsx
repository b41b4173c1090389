import { Link } from 'react-router-dom';
import { FileText, PenLine } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui';
import { FormDialog } from '../../components/ui/FormDialog';

/** Why Generate (View & Download of a draft) was refused, and the way forward. */
export interface GenerateProblem {
  contractId: string;
  serviceType: string;
  /** 409 terms_mismatch: each difference between the text and the form, to fix or confirm. */
  differences: string[] | null;
  /** The server's own sentence (any other refusal). */
  message: string;
}

/** "/contract/edit?contractId=…": the draft opened in the wizard at the step that fixes it. */
export const wizardStepFor = (contractId: string, step: 'edit' | 'review' | 'generate') =>
  `/contract/${step}?contractId=${encodeURIComponent(contractId)}`;

/**
 * The dashboard's answer to a refused Generate (docs/decisions/0010-after-the-invitation.md): the
 * server's reason, and the way forward the wizard's Generate step offers:
 * for a text that disagrees with the form, edit the text in the wizard or
 * confirm that the text is right and send it; for anything else, the reason
 * and the draft in the wizard.
 */
export function GenerateProblemDialog({
  problem,
  onClose,
  onConfirm,
  sending,
}: {
  problem: GenerateProblem | null;
  onClose: () => void;
  onConfirm: (p: GenerateProblem) => void;
  sending: boolean;
}) {
  if (!problem) return null;
  const mismatch = problem.differences !== null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mismatch ? 'The contract text does not match the terms in the form' : `${problem.serviceType} was not sent`}
      size="wide"
    >
      <div className="stack" role="alert">
        {mismatch ? (
          <>
            <p>The parties sign the text, and the invitation summarises the text. These differ:</p>
            <ul className="generate-problem-list">
              {(problem.differences!.length ? problem.differences! : [problem.message]).map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{problem.message}</p>
        )}
        <div className="button-row">
          <Link to={wizardStepFor(problem.contractId, mismatch ? 'edit' : 'review')} className={buttonClass('outline')} onClick={onClose}>
            <PenLine aria-hidden size={16} /> {mismatch ? 'Edit the text' : 'Open the draft'}
          </Link>
          {mismatch && (
            <Button onClick={() => onConfirm(problem)} disabled={sending}>
              <FileText aria-hidden size={16} /> {sending ? 'Sending...' : 'The text is right: send it'}
            </Button>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
