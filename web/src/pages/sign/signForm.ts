import {
  disclosureTitle,
  sameSignerName,
  SignBodySchema,
  signerNameMismatch,
  type AdoptedSignature,
  type Disclosure,
  type Election,
  type ElectionChoice,
  type SignBody,
  type SignerRole,
} from '@homepact/proto';
import { errorDetails, errorStatus, errorText } from '../../api/errors';
import { fieldErrors, type FieldErrors } from '../../lib/validation';

/**
 * The signing panel's fields (docs/product/wizard-signing-preview-login-admin.md#5-validation-rules; ESIGN consent; docs/decisions/0013-the-sign-page.md):
 * the typed full name (the spec's `signature`), the consent box and the
 * adopted signature. The e-mail is not a field: it comes from the personal
 * link or the sign-in (signing-info), and goes in the body as the spec's
 * `signerEmail`. The homeowner also accepts or rejects, one by one, each
 * clause the contract asks them to choose separately (signing-info's
 * `elections`, e.g. Illinois's arbitration and jury waiver), and confirms
 * receiving each notice the law wants delivered before signing (signing-info's
 * `disclosures`, e.g. the Texas residential construction disclosure statement).
 */
export interface SignFormValues {
  signature: string;
  consent: boolean;
  adoptedSignature: AdoptedSignature | null;
  /** The homeowner's choice per election id. */
  elections?: Partial<Record<string, ElectionChoice>>;
  /** The ids of the notices the homeowner ticked as received. */
  disclosuresReceived?: string[];
}
export type SignField = 'signature' | 'consent' | 'adoptedSignature' | 'elections' | 'disclosures';

/** What the page says for a notice not ticked (the server's words when the body lacks it). */
export const disclosureMissingText = (d: Pick<Disclosure, 'title'>) =>
  `Confirm that you received the ${disclosureTitle(d.title)} before signing.`;

/** The homeowner's choice for an election, if made: read as the form's own key only ("constructor" is an id like any other). */
export const electionChoice = (values: SignFormValues['elections'], id: string): ElectionChoice | undefined => {
  const c = values && Object.hasOwn(values, id) ? values[id] : undefined;
  return c === 'accept' || c === 'reject' ? c : undefined;
};

export const EMPTY_SIGN_FORM: SignFormValues = { signature: '', consent: false, adoptedSignature: null };

const FormSchema = SignBodySchema.pick({ signature: true, consent: true });

export type SignFormResult = { ok: true; body: SignBody } | { ok: false; errors: FieldErrors<SignField> };

export function validateSignForm(
  values: SignFormValues,
  ctx: {
    role: SignerRole;
    /** The signer as the contract names them: the typed name must be it (@homepact/proto's sameSignerName, as the server checks). */
    partyName: string;
    signerEmail: string;
    token: string | null;
    textSha256?: string;
    elections?: Election[];
    disclosures?: Disclosure[];
  },
): SignFormResult {
  const parsed = FormSchema.safeParse({ signature: values.signature, consent: values.consent });
  const errors: FieldErrors<SignField> = parsed.success ? {} : fieldErrors<SignField>(parsed.error);
  if (parsed.success && !sameSignerName(ctx.partyName, parsed.data.signature)) errors.signature = signerNameMismatch(ctx.partyName);
  // Only the homeowner chooses; the provider signs what the homeowner chose.
  const required = ctx.role === 'homeowner' ? (ctx.elections ?? []) : [];
  const missing = required.filter((e) => !electionChoice(values.elections, e.id));
  if (missing.length > 0) errors.elections = `Accept or reject each clause: ${missing.map((e) => e.label).join(', ')}.`;
  // Only the homeowner confirms the notices the law wants them to have before signing.
  const notices = ctx.role === 'homeowner' ? (ctx.disclosures ?? []) : [];
  const received = new Set(values.disclosuresReceived ?? []);
  const unconfirmed = notices.find((d) => !received.has(d.id));
  if (unconfirmed) errors.disclosures = disclosureMissingText(unconfirmed);
  if (!values.adoptedSignature) errors.adoptedSignature = 'Adopt a signature: choose a style for your typed name, or draw it.';
  if (!parsed.success || errors.signature || errors.adoptedSignature || errors.elections || errors.disclosures)
    return { ok: false, errors };
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
      ...(required.length > 0
        ? { elections: Object.fromEntries(required.map((e) => [e.id, electionChoice(values.elections, e.id)!])) }
        : {}),
      ...(notices.length > 0 ? { disclosuresReceived: notices.map((d) => d.id) } : {}),
    },
  };
}

/**
 * A refusal the server ties to one field of the form (its `details.field`:
 * the typed name not the party's, or a typed signature that does not read
 * it), as the form's errors; null for any other failure.
 */
export function signFieldErrorFrom(error: unknown): FieldErrors<SignField> | null {
  if (errorStatus(error) !== 400) return null;
  const field = errorDetails(error)?.field;
  const message = errorText(error);
  if ((field === 'signature' || field === 'adoptedSignature') && message) return { [field]: message };
  return null;
}
