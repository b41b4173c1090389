import { SignBodySchema, type SignBody, type SignerRole } from '@homepact/proto';
import { fieldErrors, type FieldErrors } from '../../lib/validation';

/** The signature form's fields and their rules (spec 2, section 5; ESIGN consent). */
export interface SignFormValues {
  signerEmail: string;
  signature: string;
  consent: boolean;
}
export type SignField = keyof SignFormValues;

export const EMPTY_SIGN_FORM: SignFormValues = { signerEmail: '', signature: '', consent: false };

const FormSchema = SignBodySchema.pick({ signerEmail: true, signature: true, consent: true });

export type SignFormResult = { ok: true; body: SignBody } | { ok: false; errors: FieldErrors<SignField> };

/**
 * Checks the form and builds the request body: consent is required; the token
 * and the fingerprint of the text shown ride along when there are some.
 */
export function validateSignForm(values: SignFormValues, role: SignerRole, token: string | null, textSha256?: string): SignFormResult {
  const parsed = FormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors<SignField>(parsed.error) };
  return {
    ok: true,
    body: { ...parsed.data, signatureType: role, ...(token ? { token } : {}), ...(textSha256 ? { textSha256 } : {}) },
  };
}
