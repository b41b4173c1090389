import type { ContractDraft } from '@homepact/proto';

/** A finished wizard form, as the browser sends it in allFormData. */
export const CA_FORM = {
  homeownerFirstName: 'Ana',
  homeownerLastName: 'Diaz',
  homeownerEmail: 'ana@example.com',
  homeownerPhone: '4155550100',
  homeownerAddress: '12 Oak St, San Jose, CA 95112',
  homeownerState: 'CA',
  providerName: 'Bay Plumbing Co',
  providerEmail: 'ops@bayplumbing.example',
  providerPhone: '4155550199',
  providerLicense: '1234567',
  hasInsurance: true,
  hasBonding: false,
  serviceType: 'Plumbing',
  serviceDescription: 'Replace the 50-gallon gas water heater in the garage',
  contractorPersona: 'homeowner',
  aiGeneratedScope:
    'Scope of Work: Plumbing: water heater replacement\n\nWork included:\n- Drain and disconnect the old water heater and haul it away.\n- Install the new 50-gallon gas water heater.',
  projectStartDate: '2025-03-03',
  projectEndDate: '2025-03-05',
  totalAmount: '3200',
  paymentSchedule: 'milestone',
  paymentTerms: 'Deposit, then the balance on completion',
  terminationNotice: '7 days',
  governingLaw: 'California',
  disputeResolution: 'mediation',
} satisfies ContractDraft;

/** The spec's /api/generate-final-contract payload for a form. */
export function finalContractBody(form: ContractDraft = CA_FORM) {
  return {
    serviceType: form.serviceType,
    jobDescription: form.aiGeneratedScope ?? form.serviceDescription,
    userState: form.homeownerState,
    propertyType: 'Single-family home',
    budgetEstimate: form.totalAmount,
    priceType: 'fixed',
    contractPriceOrCap: form.totalAmount,
    startDate: form.projectStartDate,
    completionDate: form.projectEndDate,
    paymentMilestones: form.paymentSchedule,
    allFormData: form,
  };
}

export const SCOPE_BODY = {
  contractDetails: 'Replace our 50-gallon gas water heater in the garage and install a new Moen kitchen faucet',
  persona: 'homeowner',
  selectedState: 'california',
};
