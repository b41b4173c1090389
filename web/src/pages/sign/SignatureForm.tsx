import { useEffect, useState } from 'react';
import { PenLine, Type } from 'lucide-react';
import {
  disclosureTitle,
  signerNameHint,
  type Acknowledgment,
  type DeliveredDocument,
  type Disclosure,
  type DisclosureRecord,
  type Election,
  type SignatureFont,
  type SignerRole,
} from '@homepact/proto';
import { Button, Field, Input } from '../../components/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import type { FieldErrors } from '../../lib/validation';
import { deliveredAnchorId } from './DeliveredDocuments';
import { Disclosures } from './Disclosures';
import { Elections } from './Elections';
import { ConfirmedNotices } from './ConfirmedNotices';
import { EsignConsent } from './EsignConsent';
import { SignaturePad } from './SignaturePad';
import type { SignField, SignFormValues } from './signForm';
import { ROLE_LABEL, type PartyInfo, type SigningInfo } from './parties';
import { TypedSignature, typedSignatureImage } from './TypedSignature';

interface SignatureFormProps {
  role: SignerRole;
  party: PartyInfo;
  disclosure: SigningInfo['disclosure'] | undefined;
  disclosureError: boolean;
  values: SignFormValues;
  errors: FieldErrors<SignField>;
  onChange: (next: Partial<SignFormValues>) => void;
  onSubmit: () => void;
  pending: boolean;
  /** The clauses the signer must accept or reject (the homeowner's; none for the provider). */
  elections?: Election[];
  /** The signer's own acknowledgment lines in the text (their signature covers them). */
  acknowledgments?: Acknowledgment[];
  /** The notices the signer must confirm receiving before signing (the homeowner's; none for the provider). */
  disclosures?: Disclosure[];
  /** The notices the homeowner confirmed receiving when they signed (shown to the provider). */
  homeownerConfirmed?: DisclosureRecord[];
  /** The documents the law wants delivered apart from the contract, shown above the contract (the acknowledgment names them). */
  delivered?: DeliveredDocument[];
}

/** "CONSUMER RIGHTS ACKNOWLEDGMENT FORM" -> "Consumer Rights Acknowledgment Form" (a heading, named in a sentence). */
/** "the Consumer Rights Acknowledgment Form" / "the A and the B". */
const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const formsText = (forms: string[]) => LIST.format(forms.map((f) => `the ${disclosureTitle(f)}`));

/**
 * The signing panel: who you sign as (from your link or sign-in: no e-mail
 * to type), the ESIGN consent, your full name, the signature you adopt (your
 * name in one of three script faces, or drawn), and the button that signs.
 * The adopted signature also shows in your block in the document, where you
 * can sign as well.
 */
export function SignatureForm({
  role,
  party,
  disclosure,
  disclosureError,
  values,
  errors,
  onChange,
  onSubmit,
  pending,
  elections = [],
  acknowledgments = [],
  disclosures = [],
  homeownerConfirmed = [],
  delivered = [],
}: SignatureFormProps) {
  const forms = [...new Set(acknowledgments.filter((a) => a.party === role).map((a) => a.form))];
  const [mode, setMode] = useState<'type' | 'draw'>('type');
  const [font, setFont] = useState<SignatureFont>('Caveat');
  const [drawn, setDrawn] = useState<string | null>(null);
  const name = values.signature.trim();

  // The adopted signature follows the choices: the typed name in the chosen face, or the drawing.
  useEffect(() => {
    let stale = false;
    if (mode === 'draw') {
      onChange({ adoptedSignature: drawn ? { kind: 'drawn', image: drawn } : null });
      return;
    }
    if (name.length < 2) {
      onChange({ adoptedSignature: null });
      return;
    }
    void typedSignatureImage(name, font).then((image) => {
      if (!stale) onChange({ adoptedSignature: { kind: 'typed', text: name, font, ...(image ? { image } : {}) } });
    });
    return () => {
      stale = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a state setter wrapper; the choices drive this
  }, [mode, font, drawn, name]);

  return (
    <form
      id="signing-panel"
      className="stack-lg"
      noValidate
      aria-label={`Sign as ${ROLE_LABEL[role]}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="signing-as">
        <p>
          Signing as <strong>{ROLE_LABEL[role]}</strong>: {party.name}
          <br />
          <span className="muted">{party.email}</span>
        </p>
      </div>

      <ConfirmedNotices confirmed={homeownerConfirmed} />

      {disclosure ? (
        <div data-field="consent">
          <EsignConsent
            disclosure={disclosure}
            checked={values.consent}
            onCheckedChange={(v) => onChange({ consent: v })}
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

      <Disclosures
        disclosures={disclosures}
        received={values.disclosuresReceived ?? []}
        onChange={(received) => onChange({ disclosuresReceived: received })}
        error={errors.disclosures}
      />

      <Elections
        elections={elections}
        values={values.elections ?? {}}
        onChange={(id, choice) => onChange({ elections: { ...values.elections, [id]: choice } })}
        error={errors.elections}
      />

      <Field label="Your full name" error={errors.signature} hint={signerNameHint(party.name)}>
        {(control) => (
          <Input
            {...control}
            data-field="signature"
            autoComplete="name"
            value={values.signature}
            onChange={(e) => onChange({ signature: e.target.value })}
          />
        )}
      </Field>

      <fieldset
        className="fieldset"
        data-field="adoptedSignature"
        aria-describedby={errors.adoptedSignature ? 'sig-adopt-error' : undefined}
      >
        <legend className="sign-subheading">Adopt your signature</legend>
        <Tabs value={mode} onValueChange={(v) => setMode(v as 'type' | 'draw')}>
          <TabsList aria-label="How to sign" fill>
            <TabsTrigger value="type">
              <Type aria-hidden size={16} /> Type
            </TabsTrigger>
            <TabsTrigger value="draw">
              <PenLine aria-hidden size={16} /> Draw
            </TabsTrigger>
          </TabsList>
          <TabsContent value="type">
            <TypedSignature name={values.signature} font={font} onFont={setFont} />
          </TabsContent>
          <TabsContent value="draw" forceMount hidden={mode !== 'draw'}>
            <SignaturePad onChange={setDrawn} label="Signature drawing area" />
          </TabsContent>
        </Tabs>
        {errors.adoptedSignature && (
          <p id="sig-adopt-error" className="field-error" role="alert">
            {errors.adoptedSignature}
          </p>
        )}
      </fieldset>

      {forms.length > 0 && (
        <p className="sign-intent sign-acknowledgment">
          Your signature also signs your line of {formsText(forms)} in the contract: by signing you acknowledge what{' '}
          {forms.length > 1 ? 'they say' : 'it says'}.
          {delivered.map((d) => (
            <span key={d.id}>
              {' '}
              {role === 'homeowner' ? 'You acknowledge receiving' : 'It records that the homeowner received'}{' '}
              <a href={`#${deliveredAnchorId(d.id)}`}>the {d.kind} shown above</a>, &ldquo;{d.title}&rdquo;.
            </span>
          ))}
        </p>
      )}
      <p className="muted sign-intent">
        By selecting Sign Contract Electronically, I adopt the signature above as my electronic signature on this contract, with the same
        effect as my handwritten signature.
      </p>
      <Button type="submit" size="lg" className="sign-submit" disabled={!disclosure || pending}>
        <PenLine aria-hidden size={18} /> <span>{pending ? 'Signing...' : 'Sign Contract Electronically'}</span>
      </Button>
    </form>
  );
}
