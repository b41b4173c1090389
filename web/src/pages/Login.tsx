import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail } from 'lucide-react';
import { CompleteUserBodySchema, type CompleteUserBody, EmailSchema, OtpCodeSchema } from '@homepact/proto';
import { authKeys, completeUser, requestSignInCode, verifySignInCode } from '../api/auth';
import { errorStatus, errorText } from '../api/errors';
import { filterOtpInput, OTP_LENGTH } from '../lib/otp';
import { USER_ROLES } from '@homepact/proto/roles';
import { signInPurpose, takeLoginDestination } from '../lib/redirect';
import { dismissAllToasts, toast } from '../lib/toast';
import { useForm } from '../lib/useForm';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Select } from '../components/ui';
import './Login.css';

type Stage = 'email' | 'code' | 'profile';

/** "I am a": the one list of roles (docs/decisions/0004-one-list-of-roles.md), the same as in Edit Profile and the quick setup. */
const USER_TYPES = USER_ROLES.map(({ value, label }) => ({ value, label }));

const STAGE_TEXT: Record<Stage, { title: string; description: (email: string) => string }> = {
  email: { title: 'Sign in to HomePact', description: () => "Enter your e-mail and we'll send you a 6-digit sign-in code." },
  code: { title: 'Enter your code', description: (email) => `We sent a 6-digit code to ${email}.` },
  profile: { title: 'Complete your profile', description: () => 'Tell us a little about yourself to finish creating your account.' },
};

/** A rate-limit answer explains itself and says when to retry; anything else gets the spec's text. */
function failureText(error: unknown, fallback: string): string {
  if (errorStatus(error) !== 429) return fallback;
  return errorText(error, 'Too many attempts.', { retry: true });
}

export function LoginPage() {
  const [stage, setStage] = useState<Stage>('email');
  const [email, setEmail] = useState('');
  // Why the person is here, when a page sent them (docs/decisions/0006-wording-and-small-decisions.md): a neutral notice, not an error.
  const [purpose] = useState(() => signInPurpose());
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const finishSignIn = async (title: string, description: string) => {
    toast({ title, description });
    const destination = takeLoginDestination();
    await queryClient.invalidateQueries({ queryKey: authKeys.user });
    navigate(destination);
  };

  const text = STAGE_TEXT[stage];
  return (
    <main className="page page-center login-page">
      <Card className="login-card">
        <CardHeader>
          <p className="login-step" aria-hidden>
            {stage === 'email' ? 'Step 1' : stage === 'code' ? 'Step 2' : 'Step 3'}
          </p>
          <CardTitle as="h1">{text.title}</CardTitle>
          <CardDescription>{text.description(email)}</CardDescription>
          {purpose && stage === 'email' && (
            <p className="login-purpose" role="status">
              {purpose}
            </p>
          )}
        </CardHeader>
        <CardContent>
          {stage === 'email' && (
            <EmailStage
              initialEmail={email}
              onSent={(sent) => {
                setEmail(sent);
                setStage('code');
              }}
            />
          )}
          {stage === 'code' && (
            <CodeStage
              email={email}
              onBack={() => setStage('email')}
              onVerified={(isNewUser) => (isNewUser ? setStage('profile') : finishSignIn('Login Successful', 'Welcome back to HomePact.'))}
            />
          )}
          {stage === 'profile' && (
            <ProfileStage
              email={email}
              onBack={() => setStage('code')}
              onCompleted={() => finishSignIn('Profile Complete', 'Your HomePact account is ready.')}
            />
          )}
        </CardContent>
      </Card>
    </main>
  );
}

/** One field checked with its schema when the form is sent (the form hook, for a form of one field). */
function useCheckedField<T>(schema: z.ZodType<T>, initial: string) {
  const form = useForm<{ value: string }, T>({ value: initial }, (draft) => {
    const parsed = schema.safeParse(draft.value);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: { value: parsed.error.issues[0]?.message } };
  });
  return {
    value: form.draft.value,
    error: form.errors.value,
    change: (next: string) => form.set('value', next),
    /** The parsed value; or undefined, with the schema's message shown. */
    parse: (): T | undefined => form.submit(null),
  };
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack}>
      <ArrowLeft aria-hidden size={16} /> Back
    </Button>
  );
}

function EmailStage({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const field = useCheckedField(EmailSchema, initialEmail);
  const request = useMutation({
    mutationFn: requestSignInCode,
    onSuccess: (_res, email) => {
      toast({ title: 'OTP Sent', description: 'Check your email for the 6-digit code.' });
      onSent(email);
    },
    onError: (err) =>
      toast({ title: 'Error', description: failureText(err, 'Failed to send OTP. Please try again.'), variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const email = field.parse();
    if (email !== undefined) request.mutate(email);
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      <Field label="Email address" error={field.error}>
        {(p) => (
          <Input
            {...p}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            placeholder="you@example.com"
            value={field.value}
            onChange={(e) => field.change(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        <Mail aria-hidden size={18} /> {request.isPending ? 'Sending...' : 'Send Code'}
      </Button>
    </form>
  );
}

function CodeStage({ email, onBack, onVerified }: { email: string; onBack: () => void; onVerified: (isNewUser: boolean) => void }) {
  const code = useCheckedField(OtpCodeSchema, '');
  const verify = useMutation({
    mutationFn: (otp: string) => verifySignInCode(email, otp),
    onSuccess: (answer) => {
      // A "Verification Failed" from an earlier try must not linger over the next stage.
      dismissAllToasts();
      onVerified(answer.isNewUser);
    },
    onError: (err) =>
      toast({
        title: 'Verification Failed',
        description: failureText(err, 'Invalid or expired OTP. Please try again.'),
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const otp = code.parse();
    if (otp !== undefined) verify.mutate(otp);
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      <Field label="Email address">{(p) => <Input {...p} type="email" value={email} disabled readOnly />}</Field>
      <Field label="6-digit code" error={code.error} hint="The code expires in a few minutes.">
        {(p) => (
          <Input
            {...p}
            className="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={OTP_LENGTH}
            placeholder="000000"
            value={code.value}
            onChange={(e) => code.change(filterOtpInput(e.target.value))}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify Code'}
      </Button>
      <BackButton onBack={onBack} />
    </form>
  );
}

type ProfileField = 'firstName' | 'lastName' | 'userType';

function ProfileStage({ email, onBack, onCompleted }: { email: string; onBack: () => void; onCompleted: () => void }) {
  const {
    draft: form,
    errors,
    set: update,
    submit: check,
  } = useForm<Record<ProfileField, string>, CompleteUserBody>({ firstName: '', lastName: '', userType: '' }, (draft) =>
    CompleteUserBodySchema.safeParse({ email, ...draft }),
  );
  const complete = useMutation({
    mutationFn: (body: CompleteUserBody) => completeUser(body),
    onSuccess: onCompleted,
    onError: (err) =>
      toast({
        title: 'Error',
        description: failureText(err, 'Failed to complete profile. Please try again.'),
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = check(e.currentTarget);
    if (body) complete.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      <div className="form-grid">
        <Field label="First name" error={errors.firstName}>
          {(p) => (
            <Input
              {...p}
              autoComplete="given-name"
              autoFocus
              value={form.firstName}
              onChange={(e) => update('firstName', e.target.value)}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName}>
          {(p) => <Input {...p} autoComplete="family-name" value={form.lastName} onChange={(e) => update('lastName', e.target.value)} />}
        </Field>
      </div>
      <Field label="I am a" error={errors.userType}>
        {(p) => (
          <Select
            {...p}
            options={USER_TYPES}
            placeholder="Select your role"
            value={form.userType}
            onChange={(e) => update('userType', e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={complete.isPending}>
        {complete.isPending ? 'Saving...' : 'Complete Profile'}
      </Button>
      <BackButton onBack={onBack} />
    </form>
  );
}
