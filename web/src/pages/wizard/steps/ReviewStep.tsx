import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { Download, FileCheck2, LoaderCircle, Pencil, Save, Sparkles, Eye, ArrowLeft } from 'lucide-react';
import { assembleContract, carryOwnerSections, checkContract, lockedTermChanges, lockedTermsMessage } from '@homepact/legal';
import { Button, Label, ToastAction } from '../../../components/ui';
import { createContract, generateFinalContract, replaceContract, saveContractText } from '../../../api/contracts';
import { errorStatus, errorText } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import { isNoLongerDraft, isUnauthorized } from '../apiErrors';
import { downloadText, redirectToSignIn } from '../browser';
import { contractText } from '../draftStorage';
import { createContractBody, finalContractPayload, formSnapshot } from '../payloads';
import { stepOfField, type StepPath } from '../steps';
import type { WizardDraftApi } from '../useWizardDraft';
import { ContractTextView } from '../../../components/ui/ContractTextView';
import { RuleWarnings } from './RuleWarnings';
import { contractPage, toastNoLongerDraft } from '../sentContract';
import { STALE_MESSAGE, StaleTextNotice, staleText } from '../staleText';

interface ReviewStepProps {
  wizard: WizardDraftApi;
  goTo: (path: StepPath, field?: string) => void;
}

/** What a save did, so the toast says exactly that. */
type SaveOutcome = 'created' | 'updated' | 'text' | 'unchanged';

const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function ReviewStep({ wizard, goTo }: ReviewStepProps) {
  const { draft, update, contractId, setContractId, reset } = wizard;
  const navigate = useNavigate();
  const location = useLocation();
  const [generatedAt] = useState(() => new Date());
  const [editing, setEditing] = useState(false);
  const assembled = useMemo(
    () => assembleContract({ form: draft, generatedAt, options: { timeZone: localTimeZone() } }),
    [draft, generatedAt],
  );
  const warnings = useMemo(() => checkContract(draft), [draft]);
  const text = contractText(draft);
  const hasText = text.trim() !== '';

  const stale = staleText(draft);

  const generate = useMutation({
    mutationFn: async () => {
      // The answers the text is written from: a later change of them makes it stale.
      const snapshot = formSnapshot(draft);
      return { ...(await generateFinalContract(finalContractPayload(draft))), snapshot };
    },
    onSuccess: ({ finalContract, generatedSeal, generation, generationSeal, snapshot }) => {
      // Written again: the sections the owner added are carried into the new text; other edits of HomePact's words are counted.
      const before = draft.finalContract;
      const edited = draft.editedContractContent;
      const carried = before && edited && edited.trim() !== before.trim() ? carryOwnerSections(before, edited, finalContract) : null;
      update({
        finalContract,
        generatedSeal,
        generationRecord: generation ? JSON.stringify(generation) : undefined,
        generationSeal,
        generatedFormKey: snapshot,
        editedContractContent: carried && carried.carried.length > 0 ? carried.text : undefined,
      });
      setEditing(false);
      const kept = carried?.carried.length ? ` Your own sections (${carried.carried.join(', ')}) are kept.` : '';
      const lost = carried?.notCarried
        ? ` ${carried.notCarried} change${carried.notCarried === 1 ? '' : 's'} you made to HomePact’s wording could not be kept: make ${carried.notCarried === 1 ? 'it' : 'them'} again in the Edit step.`
        : '';
      toast({
        title: 'Contract Generated',
        description: `Read the contract below, edit it if needed, then save and continue.${kept}${lost}`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Generation Failed',
        description: errorText(error, 'Failed to generate contract. Please try again.'),
        variant: 'destructive',
      }),
  });

  const save = useMutation({
    mutationFn: async (saved: { text: string; snapshot: string }): Promise<{ id: string; outcome: SaveOutcome }> => {
      // Already saved with these details: only the text may need to reach the server.
      if (contractId && draft.savedFormKey === saved.snapshot) {
        if (saved.text === draft.savedText) return { id: contractId, outcome: 'unchanged' };
        await saveContractText(contractId, saved.text);
        return { id: contractId, outcome: 'text' };
      }
      const built = createContractBody(draft, saved.text);
      if (!built.ok) throw new Error(built.message);
      // A contract is saved once: a later save (new answers) updates the same draft.
      if (contractId) {
        try {
          await replaceContract(contractId, built.body);
          return { id: contractId, outcome: 'updated' };
        } catch (error) {
          // Deleted meanwhile (e.g. from the dashboard): there is nothing to update, so this becomes a new draft.
          if (errorStatus(error) !== 404) throw error;
        }
      }
      return { id: await createContract(built.body), outcome: 'created' };
    },
    onSuccess: ({ id, outcome }, saved) => {
      update({
        savedFormKey: saved.snapshot,
        savedText: saved.text,
        // The whole body was sent: the server holds HomePact's text and the owner's edits apart, as the draft does.
        ...(outcome === 'created' || outcome === 'updated' ? { pdfGeneratedFor: undefined } : {}),
      });
      setContractId(id);
      const said = {
        created: { title: 'Contract Saved', description: 'Your contract is saved as a draft. Make any final edits next.' },
        updated: { title: 'Changes Saved', description: 'Your changes are saved to the same draft. Make any final edits next.' },
        text: { title: 'Changes Saved', description: 'Your edited text is saved to the draft. Make any final edits next.' },
        unchanged: { title: 'Already Saved', description: 'Nothing changed since your last save. Make any final edits next.' },
      }[outcome];
      toast(said);
      goTo('edit');
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        toast({ title: 'Please Sign In', description: 'Redirecting to login...' });
        redirectToSignIn(`${location.pathname}${location.search}`, (path) => void navigate(path));
        return;
      }
      // Sent for signature meanwhile (another tab or device): the wizard lets go of it.
      if (contractId && isNoLongerDraft(error)) {
        toastNoLongerDraft('save');
        reset();
        navigate(contractPage(contractId));
        return;
      }
      toast({ title: 'Error', description: errorText(error, 'Failed to save contract'), variant: 'destructive' });
    },
  });

  const noContent = (action: 'saving' | 'creating PDF') =>
    toast({ title: 'No Contract Content', description: `Please generate a contract first before ${action}.`, variant: 'destructive' });

  const saveAndContinue = () => {
    if (!hasText) return noContent('saving');
    if (stale.stale) {
      toast({ title: 'Rewrite the Text First', description: STALE_MESSAGE, variant: 'destructive' });
      return;
    }
    // The terms the answers write are theirs alone: an edit inside them is named here, before the server refuses it.
    const locked = draft.finalContract && draft.generatedSeal ? lockedTermChanges(draft.finalContract, text) : [];
    if (locked.length > 0) {
      toast({ title: 'Change These in the Wizard', description: lockedTermsMessage(locked), variant: 'destructive' });
      return;
    }
    const snapshot = formSnapshot(draft);
    const reusing = contractId && draft.savedFormKey === snapshot;
    if (!reusing) {
      // Name the missing detail and offer the way to it, before any round trip.
      const built = createContractBody(draft, text);
      if (!built.ok) {
        const step = stepOfField(built.field);
        toast({
          // "Missing" only when something is: a wrong value (an end before the start) is named as such.
          title: /required$/.test(built.message) ? 'Missing Details' : 'Check the Details',
          description: step ? `${built.message} (${step.name})` : built.message,
          variant: 'destructive',
          action: step ? (
            <ToastAction
              altText={`Go to ${step.name}`}
              className="btn btn-sm btn-outline wz-toast-action"
              onClick={() => goTo(step.path, built.field)}
            >
              Fix it
            </ToastAction>
          ) : undefined,
        });
        return;
      }
    }
    save.mutate({ text: text.trim(), snapshot });
  };

  const downloadPdf = () => {
    if (!hasText) return noContent('creating PDF');
    downloadText(text);
  };

  // HomePact's text stays as written; what the owner types is their edit of it (shown to signers as theirs).
  const setText = (value: string) => update({ editedContractContent: value });
  const busy = generate.isPending || save.isPending;

  return (
    <div className="stack-lg">
      <RuleWarnings warnings={warnings} onFix={goTo} />

      {/* One text at a time (docs/decisions/0012-one-contract-text-model.md): the generated contract once there is one, else the preview built from the answers. */}
      <section className="wz-section" aria-labelledby="wz-ai-title">
        <div className="wz-section-head">
          <h3 id="wz-ai-title" className="wz-section-title">
            <FileCheck2 aria-hidden size={20} /> {hasText ? 'Your contract' : 'Contract preview'}
          </h3>
          <p className="wz-doc-caption">{assembled.title}</p>
          <p className="muted wz-small">
            {hasText
              ? 'This is the text that will be saved, sent and signed. Edit it here, or section by section on the next step.'
              : 'Built from your answers, with the notices your state requires. Generate AI Contract to write the final text.'}
          </p>
        </div>

        {stale.stale && <StaleTextNotice steps={stale.steps} onRewrite={() => generate.mutate()} busy={busy} />}

        {hasText && (
          <div className="wz-text-toolbar">
            <span className="muted wz-small" id="wz-contract-text-mode">
              {editing ? 'Edit mode: your changes are kept as you type.' : 'View only. Choose Edit Text to change the wording.'}
            </span>
            <Button variant="outline" size="sm" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
              {editing ? <Eye aria-hidden size={16} /> : <Pencil aria-hidden size={16} />} {editing ? 'View Only' : 'Edit Text'}
            </Button>
          </div>
        )}
        {hasText && editing ? (
          <div className="field">
            <Label htmlFor="wz-contract-text">Contract text</Label>
            <textarea
              id="wz-contract-text"
              className="input wz-textarea wz-contract-editor"
              rows={18}
              aria-describedby="wz-contract-text-mode"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        ) : (
          // Scrollable, so it must be reachable by keyboard.
          <div className="wz-document" tabIndex={0} role="region" aria-label={hasText ? 'Contract text' : 'Contract preview'}>
            <ContractTextView text={hasText ? text : assembled.text} headingOffset={2} />
          </div>
        )}

        <div className="button-row">
          <Button onClick={() => generate.mutate()} disabled={busy}>
            {generate.isPending ? <LoaderCircle aria-hidden size={16} className="spin" /> : <Sparkles aria-hidden size={16} />}
            {generate.isPending ? 'Generating...' : hasText ? 'Regenerate AI Contract' : 'Generate AI Contract'}
          </Button>
          {/* The spec's earlier flow offered the text as a file while no contract is saved; it is a .txt, and says so. */}
          {!contractId && (
            <Button variant="outline" onClick={downloadPdf} disabled={busy}>
              <Download aria-hidden size={16} /> Download as .txt
            </Button>
          )}
        </div>
      </section>

      <div className="wz-nav">
        <Button variant="outline" onClick={() => goTo('termination')}>
          <ArrowLeft aria-hidden size={16} /> Back
        </Button>
        <Button onClick={saveAndContinue} disabled={busy}>
          {save.isPending ? <LoaderCircle aria-hidden size={16} className="spin" /> : <Save aria-hidden size={16} />}
          {save.isPending ? 'Saving...' : 'Save & Continue'}
        </Button>
      </div>
    </div>
  );
}
