import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, ArrowRight, Download, FileText, LoaderCircle, Save } from 'lucide-react';
import { fromEditable, renumber, toEditable, type EditableContract } from '@homepact/legal';
import { Badge, Button } from '../../../components/ui';
import { ContractTextView } from '../../../components/ui/ContractTextView';
import { saveContractText } from '../../../api/contracts';
import { errorText } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import { downloadText } from '../browser';
import { contractText } from '../draftStorage';
import { STALE_MESSAGE, staleText } from '../staleText';
import { EditDocument, danglingMessage, editableProblems } from './EditDocument';
import type { StepPath } from '../steps';
import type { WizardDraftApi } from '../useWizardDraft';
import '../../../components/ui/tabs.css';

interface EditStepProps {
  wizard: WizardDraftApi;
  goTo: (path: StepPath) => void;
}

const saveContent = saveContractText;

export function EditStep({ wizard, goTo }: EditStepProps) {
  const { draft, update, contractId } = wizard;
  const base = contractText(draft);
  // The text as sections (heading + body) above the fixed signature section (docs/decisions/0012-one-contract-text-model.md), numbered 1..n by the
  // editor: a text an older edit left out of order ("7, 9, 8, 10", two "13.") opens renumbered, its references following.
  const [editable, setEditable] = useState<EditableContract>(() => renumber(toEditable(base)).editable);
  const text = useMemo(() => fromEditable(editable), [editable]);
  // The base text as the editor writes it (a final newline, sections one blank line apart): unchanged is not "modified".
  const canonical = useMemo(() => fromEditable(toEditable(base)), [base]);
  const modified = text !== canonical;
  const problems = editableProblems(editable);
  const stale = staleText(draft);

  const save = useMutation({
    mutationFn: async (value: string) => {
      await saveContent(contractId!, value);
      return value;
    },
    onSuccess: (value) => {
      update({ editedContractContent: value, savedText: value });
      toast({ title: 'Success', description: 'Contract content saved successfully' });
    },
    onError: (error) => toast({ title: 'Error', description: errorText(error, 'Failed to save contract content'), variant: 'destructive' }),
  });

  // Continue keeps the edits in the draft and, for a saved contract, on the server,
  // so the PDF made on the next step has the same text.
  const proceed = useMutation({
    mutationFn: async (value: string) => {
      if (contractId && value !== draft.savedText) await saveContent(contractId, value);
      return value;
    },
    onSuccess: (value) => {
      update({ editedContractContent: value, ...(contractId ? { savedText: value } : {}) });
      toast({ title: 'Changes Saved', description: 'Your edits are part of the contract.' });
      goTo('generate');
    },
    onError: (error) => toast({ title: 'Error', description: errorText(error, 'Failed to save contract content'), variant: 'destructive' }),
  });

  const checkedText = (): string | undefined => {
    if (stale.stale) {
      toast({ title: 'Rewrite the Text First', description: STALE_MESSAGE, variant: 'destructive' });
      return undefined;
    }
    if (text.trim() === '') {
      toast({ title: 'Error', description: 'Contract content is required', variant: 'destructive' });
      return undefined;
    }
    if (problems.length > 0) {
      toast({ title: 'Check the headings', description: problems[0]!, variant: 'destructive' });
      return undefined;
    }
    const dangling = editable.dangling?.[0];
    if (dangling) {
      toast({ title: 'Check the references', description: danglingMessage(dangling), variant: 'destructive' });
      return undefined;
    }
    return text;
  };

  const saveChanges = () => {
    if (!contractId) {
      toast({ title: 'Error', description: 'Contract ID is required to save content', variant: 'destructive' });
      return;
    }
    const value = checkedText();
    if (value !== undefined) save.mutate(value);
  };

  const continueToGenerate = () => {
    if (!modified) return goTo('generate');
    const value = checkedText();
    if (value !== undefined) proceed.mutate(value);
  };

  const download = () => {
    if (text.trim() === '') {
      toast({ title: 'No Contract Content', description: 'Please generate a contract first before creating PDF.', variant: 'destructive' });
      return;
    }
    downloadText(text);
  };

  if (base.trim() === '' && !modified) {
    return (
      <div className="stack">
        <div className="wz-empty">
          <FileText aria-hidden size={28} className="text-primary" />
          <p>There is no contract text to edit yet. Generate your contract on the Review step first.</p>
        </div>
        <div className="wz-nav">
          <Button variant="outline" onClick={() => goTo('review')}>
            <ArrowLeft aria-hidden size={16} /> Back to Review
          </Button>
        </div>
      </div>
    );
  }

  const busy = save.isPending || proceed.isPending;
  return (
    <div className="stack-lg">
      {stale.stale && (
        <div className="wz-stale" role="alert">
          <p>
            <strong>{STALE_MESSAGE}</strong>
            {stale.steps.length > 0 ? ` Changed since: ${stale.steps.join(', ')}.` : ''}
          </p>
          <Button onClick={() => goTo('review')}>
            <ArrowLeft aria-hidden size={16} /> Rewrite it on Review
          </Button>
        </div>
      )}
      <Tabs.Root defaultValue="edit" className="wz-tabs">
        <div className="wz-tabs-bar">
          <Tabs.List className="tabs-list" aria-label="Contract view">
            <Tabs.Trigger value="edit" className="tabs-trigger">
              Edit Mode
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className="tabs-trigger">
              Preview Mode
            </Tabs.Trigger>
          </Tabs.List>
          {modified && <Badge variant="warning">Unsaved changes</Badge>}
        </div>
        <Tabs.Content value="edit" className="tabs-content">
          <p className="field-hint wz-edit-hint">
            Edit each section&rsquo;s heading and text. A line starting with &ldquo;- &rdquo; is a list item; ALL-CAPS lines and lines
            ending in a colon show as headings. Preview Mode shows the document as it will be signed.
          </p>
          <EditDocument
            value={editable}
            onChange={setEditable}
            onChangeAnswers={(words) => goTo(words === 'PARTIES' ? 'parties' : 'payment')}
          />
        </Tabs.Content>
        <Tabs.Content value="preview" className="tabs-content">
          <div className="wz-document" tabIndex={0} role="region" aria-label="Contract preview">
            <ContractTextView text={text} headingOffset={2} />
          </div>
        </Tabs.Content>
      </Tabs.Root>

      <div className="button-row">
        {modified && (
          <Button onClick={saveChanges} disabled={busy}>
            {save.isPending ? <LoaderCircle aria-hidden size={16} className="spin" /> : <Save aria-hidden size={16} />}
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        )}
        <Button variant="outline" onClick={download}>
          <Download aria-hidden size={16} /> Download Text
        </Button>
      </div>

      <div className="wz-nav">
        <Button variant="outline" onClick={() => goTo('review')} disabled={busy}>
          <ArrowLeft aria-hidden size={16} /> Back to Review
        </Button>
        <Button onClick={continueToGenerate} disabled={busy}>
          {proceed.isPending ? 'Saving...' : 'Continue to Generate & Sign'} <ArrowRight aria-hidden size={16} />
        </Button>
      </div>
    </div>
  );
}
