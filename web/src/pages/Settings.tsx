import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Lock, Shield } from 'lucide-react';
import { UpdateProfileBodySchema, type Preferences, type User } from '@homepact/proto';
import { useAuth } from '../lib/auth';
import { errorText } from '../api/errors';
import { toast } from '../lib/toast';
import { useUnsavedChanges } from '../lib/useUnsavedChanges';
import { useForm } from '../lib/useForm';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Label,
  Switch,
  buttonClass,
} from '../components/ui';
import { usePreferences, useSavePreferences, useUpdateProfile } from './account/accountQueries';
import { PageLoading } from './PageLoading';
import './account/account.css';

/** The four switches (stored by identity, honoured by notifications: see the privacy policy). */
export const NOTIFICATIONS: ReadonlyArray<{ key: keyof Preferences; label: string; hint: string; note?: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Updates about your contracts by e-mail. Sign-in codes, invitations to sign and your copy of a signed contract always arrive.',
  },
  {
    key: 'contractUpdates',
    label: 'Contract status updates',
    hint: 'When a party signs a contract you sent, and a copy of it once both have signed.',
  },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    hint: 'Text messages for urgent updates.',
    note: 'HomePact does not send text messages yet; we will only text you if this is on.',
  },
  {
    key: 'marketing',
    label: 'Marketing communications',
    hint: 'News about features and offers. We send none unless this is on.',
  },
];

export function SettingsPage() {
  const { user, isLoading } = useAuth();
  const prefs = usePreferences(user !== null);
  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <main className="page page-center">
        <Card className="narrow-card">
          <CardContent className="stack center">
            <Lock aria-hidden size={32} className="text-primary" />
            <CardTitle as="h1">Authentication Required</CardTitle>
            <CardDescription>Please sign in to view and change your settings.</CardDescription>
            <Link to="/login" className={buttonClass('primary')}>
              Sign In
            </Link>
          </CardContent>
        </Card>
      </main>
    );
  }
  if (prefs.isPending) return <PageLoading label="Loading your settings..." />;
  if (prefs.isError || !prefs.data) {
    return (
      <main className="page page-center">
        <Card className="narrow-card">
          <CardContent className="stack center" role="alert">
            <CardTitle as="h1">Could not load your settings</CardTitle>
            <Button variant="outline" onClick={() => void prefs.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      </main>
    );
  }
  const { updatedAt: _updatedAt, ...saved } = prefs.data;
  return <SettingsForm user={user} savedPrefs={saved} />;
}

type ProfileKey = 'firstName' | 'lastName';

const nameChangedIn = (d: Record<ProfileKey, string>, user: User) =>
  d.firstName.trim() !== (user.firstName ?? '') || d.lastName.trim() !== (user.lastName ?? '');

function SettingsForm({ user, savedPrefs }: { user: User; savedPrefs: Preferences }) {
  // The name is checked only when it changed: an unchanged name is not sent (null), whatever it holds.
  const nameForm = useForm({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }, (d: Record<ProfileKey, string>) =>
    nameChangedIn(d, user) ? UpdateProfileBodySchema.safeParse({ ...d, userType: user.userType }) : { ok: true as const, value: null },
  );
  const { draft: profile, errors, set: setName } = nameForm;
  const [prefs, setPrefs] = useState<Preferences>(savedPrefs);
  const savePrefs = useSavePreferences();
  const updateProfile = useUpdateProfile();
  const idPrefix = useId();
  const saving = savePrefs.isPending || updateProfile.isPending;
  // Unsaved changes are not lost silently (docs/decisions/0006-wording-and-small-decisions.md): leaving asks first, and the page says so.
  const dirty = nameChangedIn(profile, user) || NOTIFICATIONS.some(({ key }) => prefs[key] !== savedPrefs[key]);
  useUnsavedChanges(dirty && !saving);

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const checked = nameForm.submit(e.currentTarget);
    if (checked === undefined) return;
    try {
      await savePrefs.mutateAsync(prefs);
      if (checked) await updateProfile.mutateAsync(checked);
      toast({ title: 'Settings Saved', description: 'Your preferences have been updated successfully.' });
    } catch (error) {
      toast({ title: 'Error', description: errorText(error, 'Failed to save your settings. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <main className="page container narrow">
      <div className="page-heading">
        <div>
          <h1>Settings</h1>
          <p className="muted">Manage your profile and notification preferences.</p>
        </div>
      </div>
      <form onSubmit={(e) => void save(e)} noValidate className="stack-lg">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent className="form-grid">
            <Field label="First name" error={errors.firstName}>
              {(p) => (
                <Input {...p} value={profile.firstName} onChange={(e) => setName('firstName', e.target.value)} autoComplete="given-name" />
              )}
            </Field>
            <Field label="Last name" error={errors.lastName}>
              {(p) => (
                <Input {...p} value={profile.lastName} onChange={(e) => setName('lastName', e.target.value)} autoComplete="family-name" />
              )}
            </Field>
            <div className="span-2">
              <Field label="Email" hint="You sign in with this address, so it cannot be changed here.">
                {(p) => <Input {...p} type="email" value={user.email} readOnly autoComplete="email" />}
              </Field>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
          </CardHeader>
          <CardContent className="switch-list">
            {NOTIFICATIONS.map(({ key, label, hint, note }) => (
              <div key={key} className="switch-row">
                <div>
                  <Label htmlFor={`${idPrefix}-${key}`}>{label}</Label>
                  <p id={`${idPrefix}-${key}-hint`} className="field-hint">
                    {hint}
                    {note && <span className="switch-note"> {note}</span>}
                  </p>
                </div>
                <Switch
                  id={`${idPrefix}-${key}`}
                  checked={prefs[key]}
                  onCheckedChange={(checked) => setPrefs({ ...prefs, [key]: checked })}
                  aria-describedby={`${idPrefix}-${key}-hint`}
                />
              </div>
            ))}
          </CardContent>
        </Card>

        <div className="card-grid-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <Shield aria-hidden size={18} /> Privacy
              </CardTitle>
            </CardHeader>
            <CardContent className="stack">
              <p className="muted">We never share your contracts or personal details with third parties.</p>
              <Link to="/privacy" className="text-link">
                Read our privacy policy
              </Link>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <Lock aria-hidden size={18} /> Security
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="muted">
                Your account is secured by our sign-in provider: every sign-in is confirmed with a one-time code sent to your e-mail, so
                there is no password to steal.
              </p>
            </CardContent>
          </Card>
        </div>

        <div className="form-actions">
          {dirty && !saving && (
            <p className="muted" role="status">
              You have unsaved changes.
            </p>
          )}
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </main>
  );
}
