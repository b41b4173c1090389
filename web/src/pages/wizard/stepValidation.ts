/** Each form step's rules, from the shared schemas (their messages are the spec's). */
import type { z } from 'zod';
import { OptionalTermsSchema, PartiesStepSchema, PaymentStepSchema, ServiceStepSchema, TerminationStepSchema } from '@homepact/proto';
import { fieldErrors, type FieldErrors } from '../../lib/validation';
import type { FormField, WizardDraft } from './draftStorage';
import type { StepPath } from './steps';

const STEP_SCHEMAS: Partial<Record<StepPath, z.ZodType>> = {
  // The Parties step also asks for the service (serviceType, serviceDescription).
  parties: PartiesStepSchema.extend(ServiceStepSchema.shape).extend(
    OptionalTermsSchema.pick({
      soldAtHome: true,
      buyerIsSenior: true,
      insuranceClaim: true,
      securedByHome: true,
      declaredDisaster: true,
    }).shape,
  ),
  licensing: OptionalTermsSchema.pick({ licenseVerified: true, insuranceAmount: true, bondAmount: true, licenseExpiry: true }),
  materials: OptionalTermsSchema.pick({
    materialsProvidedBy: true,
    materialsMarkup: true,
    toolsProvidedBy: true,
    materialsQualityStandards: true,
  }),
  payment: PaymentStepSchema,
  safety: OptionalTermsSchema.pick({ oshaCompliance: true, buildingCodes: true, permits: true, safetyEquipment: true }),
  cleanup: OptionalTermsSchema.pick({ cleanupResponsibility: true, debrisRemoval: true, dailyCleanup: true, cleanupNotes: true }),
  scheduling: OptionalTermsSchema.pick({ workHours: true, weatherDelays: true, accessRequirements: true }),
  warranties: OptionalTermsSchema.pick({ warrantyPeriod: true, liabilityLimit: true, warrantyScope: true, indemnification: true }),
  termination: TerminationStepSchema,
};

/** Blank text counts as not given, so optional fields may be left empty. */
function withoutBlanks(draft: WizardDraft): Record<string, unknown> {
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));
}

/** The messages for a step's fields; empty when the step may be left. */
export function validateStep(step: StepPath, draft: WizardDraft): FieldErrors<FormField> {
  const schema = STEP_SCHEMAS[step];
  if (!schema) return {};
  const result = schema.safeParse(withoutBlanks(draft));
  return result.success ? {} : fieldErrors<FormField>(result.error);
}
