import type { ContractRecord } from '@homepact/proto';
import { FORM_FIELDS, parseDraft, type WizardDraft } from './draftStorage';
import { formSnapshot } from './payloads';

/**
 * A saved contract as a wizard draft (Continue Editing from the preview page):
 * the form from contractData (or the record's own columns), the text, and the
 * markers that say the server already holds exactly this.
 */
export function recordToDraft(record: ContractRecord): WizardDraft {
  const data = record.contractData ?? {};
  const columns = record as unknown as Record<string, unknown>;
  const form: WizardDraft = {};
  for (const field of FORM_FIELDS) {
    const value = data[field] ?? columns[field];
    // One field at a time, so a single odd value does not lose the rest.
    const checked = parseDraft({ [field]: value });
    if (checked && checked[field] !== undefined) Object.assign(form, { [field]: checked[field] });
  }
  const text = record.editedContractContent ?? record.finalContract;
  return {
    ...form,
    finalContract: record.finalContract,
    ...(record.editedContractContent ? { editedContractContent: record.editedContractContent } : {}),
    savedFormKey: formSnapshot(form),
    savedText: text,
    ...(record.status !== 'draft' ? { pdfGeneratedFor: record.id } : {}),
  };
}
