import type { FieldErrors } from '../../lib/validation';
import type { FormField, WizardDraft } from './draftStorage';

/** What every form step receives from the wizard page. */
export interface StepProps {
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  errors: FieldErrors<FormField>;
}
