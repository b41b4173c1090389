import type { ContractForm } from '@homepact/proto';

/** The wizard's 12 steps (docs/product/wizard-signing-preview-login-admin.md#21-contract-wizard-contractstep): id, URL segment and the name on screen. */
export const WIZARD_STEPS = [
  { id: 1, path: 'parties', name: 'Parties Information' },
  { id: 2, path: 'licensing', name: 'Licensing & Insurance' },
  { id: 3, path: 'materials', name: 'Materials & Tools' },
  { id: 4, path: 'payment', name: 'Payment Terms' },
  { id: 5, path: 'safety', name: 'Safety & Compliance' },
  { id: 6, path: 'cleanup', name: 'Clean-up & Disposal' },
  { id: 7, path: 'scheduling', name: 'Scheduling' },
  { id: 8, path: 'warranties', name: 'Warranties & Liability' },
  { id: 9, path: 'termination', name: 'Termination & Dispute' },
  { id: 10, path: 'review', name: 'Review Contract' },
  { id: 11, path: 'edit', name: 'Edit Contract' },
  { id: 12, path: 'generate', name: 'Generate & Sign' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];
export type StepPath = WizardStep['path'];

export const TOTAL_STEPS = WIZARD_STEPS.length;
export const FIRST_STEP: WizardStep = WIZARD_STEPS[0];

/** The step at a URL segment; no segment means the first step, an unknown one gives undefined. */
export function stepByPath(path: string | undefined): WizardStep | undefined {
  if (path === undefined || path === '') return FIRST_STEP;
  return WIZARD_STEPS.find((s) => s.path === path);
}

export function stepById(id: number): WizardStep | undefined {
  return WIZARD_STEPS.find((s) => s.id === id);
}

export const stepUrl = (path: StepPath) => `/contract/${path}`;

/** Whole-number percentage shown by the progress bar: step id over 12. */
export const progressPercent = (step: WizardStep) => Math.round((step.id / TOTAL_STEPS) * 100);

type FormField = keyof ContractForm;

/** Where each field is asked, so a Review warning can send the user to fix it. */
const FIELD_STEPS: Record<FormField, StepPath> = {
  homeownerFirstName: 'parties',
  homeownerLastName: 'parties',
  homeownerEmail: 'parties',
  homeownerPhone: 'parties',
  homeownerAddress: 'parties',
  homeownerState: 'parties',
  providerName: 'parties',
  providerBusinessName: 'parties',
  providerEmail: 'parties',
  providerPhone: 'parties',
  providerAddress: 'parties',
  insuranceDetails: 'parties',
  serviceType: 'parties',
  serviceDescription: 'parties',
  projectDescription: 'parties',
  state: 'parties',
  contractorPersona: 'parties',
  aiGeneratedScope: 'parties',
  soldAtHome: 'parties',
  buyerIsSenior: 'parties',
  insuranceClaim: 'parties',
  securedByHome: 'parties',
  declaredDisaster: 'parties',
  providerLicense: 'licensing',
  licenseVerified: 'licensing',
  hasInsurance: 'licensing',
  hasBonding: 'licensing',
  insuranceAmount: 'licensing',
  bondAmount: 'licensing',
  licenseExpiry: 'licensing',
  materialsProvidedBy: 'materials',
  materialsMarkup: 'materials',
  toolsProvidedBy: 'materials',
  specialTools: 'materials',
  equipmentResponsibility: 'materials',
  materialsQualityStandards: 'materials',
  projectStartDate: 'payment',
  projectEndDate: 'payment',
  totalAmount: 'payment',
  paymentSchedule: 'payment',
  paymentTerms: 'payment',
  oshaCompliance: 'safety',
  buildingCodes: 'safety',
  permits: 'safety',
  safetyEquipment: 'safety',
  cleanupResponsibility: 'cleanup',
  debrisRemoval: 'cleanup',
  dailyCleanup: 'cleanup',
  cleanupNotes: 'cleanup',
  workHours: 'scheduling',
  weatherDelays: 'scheduling',
  accessRequirements: 'scheduling',
  warrantyPeriod: 'warranties',
  liabilityLimit: 'warranties',
  warrantyScope: 'warranties',
  indemnification: 'warranties',
  terminationNotice: 'termination',
  governingLaw: 'termination',
  disputeResolution: 'termination',
};

export function stepOfField(field: string | undefined): WizardStep | undefined {
  const path = field ? FIELD_STEPS[field as FormField] : undefined;
  return path ? stepByPath(path) : undefined;
}
