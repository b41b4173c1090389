import { SignBodySchema, type AdoptedSignature, type SignBody, type SignerRole } from '@homepact/proto';
import { fieldErrors, type FieldErrors } from '../../lib/validation';

/**
 * The signing panel's fields (spec 2, section 5; ESIGN consent; issue 10.1):
 * the typed full name (the spec's `signature`), the consent box and the
 * adopted signature. The e-mail is not a field: it comes from the personal
 * link or the sign-in (signing-info), and goes in the body as the spec's
 * `signerEmail`.
 */
export interface SignFormValues {
  signature: string;
  consent: boolean;
  adoptedSignature: AdoptedSignature | null;
}
export type SignField = 'signature' | 'consent' | 'adoptedSignature';

export const EMPTY_SIGN_FORM: SignFormValues = { signature: '', consent: false, adoptedSignature: null };

const FormSchema = SignBodySchema.pick({ signature: true, consent: true });

export type SignFormResult = { ok: true; body: SignBody } | { ok: false; errors: FieldErrors<SignField> };

export function validateSignForm(
  values: SignFormValues,
  ctx: { role: SignerRole; signerEmail: string; token: string | null; textSha256?: string },
): SignFormResult {
  const parsed = FormSchema.safeParse({ signature: values.signature, consent: values.consent });
  const errors: FieldErrors<SignField> = parsed.success ? {} : fieldErrors<SignField>(parsed.error);
  if (!values.adoptedSignature) errors.adoptedSignature = 'Adopt a signature: choose a style for your typed name, or draw it.';
  if (!parsed.success || errors.adoptedSignature) return { ok: false, errors };
  return {
    ok: true,
    body: {
      signerEmail: ctx.signerEmail,
      signature: parsed.data.signature,
      signatureType: ctx.role,
      consent: true,
      adoptedSignature: values.adoptedSignature!,
      ...(ctx.token ? { token: ctx.token } : {}),
      ...(ctx.textSha256 ? { textSha256: ctx.textSha256 } : {}),
    },
  };
}
