import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import type { SignerRole } from '@homepact/proto';
import { Button, Field, Input } from '../../components/ui';
import { errorStatus, errorText } from '../../lib/queryClient';
import { toast } from '../../lib/toast';
import type { FieldErrors } from '../../lib/validation';
import { EsignConsent } from './EsignConsent';
import { EMPTY_SIGN_FORM, validateSignForm, type SignField, type SignFormValues } from './signForm';
import { ROLE_LABEL, signContract, type PartyInfo, type SignResult, type SigningInfo } from './signingApi';

interface SignatureFormProps {
  contractId: string;
  token: string | null;
  role: SignerRole;
  party: PartyInfo;
  disclosure: SigningInfo['disclosure'] | undefined;
  /** The fingerprint of the text on this page (from signing-info). */
  textSha256: string | undefined;
  disclosureError: boolean;
  onChange: () => void;
  onSigned: (result: SignResult, role: SignerRole) => void;
  /** The server says the page is out of date (already signed, no longer signable): reload it. */
  onStale: () => void;
}

export function SignatureForm({
  contractId,
  token,
  role,
  party,
  disclosure,
  textSha256,
  disclosureError,
  onChange,
  onSigned,
  onStale,
}: SignatureFormProps) {
  const [values, setValues] = useState<SignFormValues>(EMPTY_SIGN_FORM);
  const [errors, setErrors] = useState<FieldErrors<SignField>>({});
  const [attempted, setAttempted] = useState(false);

  const sign = useMutation({
    mutationFn: (body: Parameters<typeof signContract>[1]) => signContract(contractId, body),
    onSuccess: (result) => {
      toast({
        title: 'Contract Signed!',
        description: result.fullyExecuted
          ? 'Both parties have signed. We are e-mailing the final PDF to both of you.'
          : `Your signature as ${ROLE_LABEL[role].toLowerCase()} is recorded. We let the other party know.`,
      });
      onSigned(result, role);
    },
    onError: (error) => {
      const message = errorStatus(error) !== undefined ? errorText(error) : undefined;
      toast({ title: 'Signature Failed', description: message ?? 'Failed to sign contract', variant: 'destructive' });
      if (errorStatus(error) === 409) onStale();
    },
  });

  function update<K extends SignField>(field: K, value: SignFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validateSignForm(next, role, token, textSha256);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const result = validateSignForm(values, role, token, textSha256);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['signerEmail', 'signature', 'consent'] as const).find((f) => result.errors[f]);
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"] input, input[data-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    sign.mutate(result.body);
  }

  return (
    <form className="stack-lg" onSubmit={submit} noValidate aria-label={`Sign as ${ROLE_LABEL[role]}`}>
      <div className="signing-as">
        <p>
          Signing as <strong>{ROLE_LABEL[role]}</strong>: {party.name}
        </p>
        <Button variant="outline" size="sm" onClick={onChange} disabled={sign.isPending} aria-label="Change who is signing">
          Change
        </Button>
      </div>

      <Field
        label="Your e-mail address"
        error={errors.signerEmail}
        hint={`Use the e-mail address this contract lists for the ${ROLE_LABEL[role].toLowerCase()}${party.email ? ` (${party.email})` : ''}.`}
      >
        {(control) => (
          <Input
            {...control}
            data-field="signerEmail"
            type="email"
            autoComplete="email"
            value={values.signerEmail}
            onChange={(e) => update('signerEmail', e.target.value)}
          />
        )}
      </Field>

      <Field label="Type your full name to sign" error={errors.signature} hint="Your typed name is your electronic signature.">
        {(control) => (
          <Input
            {...control}
            data-field="signature"
            className="signature-input"
            autoComplete="name"
            value={values.signature}
            onChange={(e) => update('signature', e.target.value)}
          />
        )}
      </Field>

      {disclosure ? (
        <div data-field="consent">
          <EsignConsent
            disclosure={disclosure}
            checked={values.consent}
            onCheckedChange={(v) => update('consent', v)}
            error={errors.consent}
          />
        </div>
      ) : (
        <p role={disclosureError ? 'alert' : 'status'} className={disclosureError ? 'text-danger' : 'muted'}>
          {disclosureError
            ? 'The electronic signature notice could not be loaded, so signing is not possible right now. Reload the page to try again.'
            : 'Loading the electronic signature notice...'}
        </p>
      )}

      <Button type="submit" size="lg" disabled={!disclosure || sign.isPending}>
        <PenLine aria-hidden size={18} /> {sign.isPending ? 'Signing...' : 'Sign Contract Electronically'}
      </Button>
    </form>
  );
}
