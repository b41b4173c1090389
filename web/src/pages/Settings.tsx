import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Lock, Shield } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/toast';
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
import { PageLoading } from './PageLoading';

const NOTIFICATIONS = [
  { key: 'emailNotifications', label: 'Email notifications', hint: 'Receive updates about your account by e-mail.' },
  { key: 'contractUpdates', label: 'Contract status updates', hint: 'Hear when a contract is viewed or signed.' },
  { key: 'smsNotifications', label: 'SMS notifications', hint: 'Get text messages for urgent updates.' },
  { key: 'marketingEmails', label: 'Marketing communications', hint: 'News about features and offers.' },
] as const;

type NotificationKey = (typeof NOTIFICATIONS)[number]['key'];

export function SettingsPage() {
  const { user, isLoading } = useAuth();
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
  return <SettingsForm firstName={user.firstName ?? ''} lastName={user.lastName ?? ''} email={user.email} />;
}

function SettingsForm(initial: { firstName: string; lastName: string; email: string }) {
  const [profile, setProfile] = useState(initial);
  // Preferences live only in this screen: the spec stores nothing.
  const [prefs, setPrefs] = useState<Record<NotificationKey, boolean>>({
    emailNotifications: true,
    contractUpdates: true,
    smsNotifications: false,
    marketingEmails: false,
  });
  const idPrefix = useId();

  const save = (e: FormEvent) => {
    e.preventDefault();
    toast({ title: 'Settings Saved', description: 'Your preferences have been updated successfully.' });
  };

  return (
    <main className="page container narrow">
      <div className="page-heading">
        <div>
          <h1>Settings</h1>
          <p className="muted">Manage your profile and notification preferences.</p>
        </div>
      </div>
      <form onSubmit={save} className="stack-lg">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent className="form-grid">
            <Field label="First name">
              {(p) => (
                <Input
                  {...p}
                  value={profile.firstName}
                  onChange={(e) => setProfile({ ...profile, firstName: e.target.value })}
                  autoComplete="given-name"
                />
              )}
            </Field>
            <Field label="Last name">
              {(p) => (
                <Input
                  {...p}
                  value={profile.lastName}
                  onChange={(e) => setProfile({ ...profile, lastName: e.target.value })}
                  autoComplete="family-name"
                />
              )}
            </Field>
            <div className="span-2">
              <Field label="Email">
                {(p) => (
                  <Input
                    {...p}
                    type="email"
                    value={profile.email}
                    onChange={(e) => setProfile({ ...profile, email: e.target.value })}
                    autoComplete="email"
                  />
                )}
              </Field>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
          </CardHeader>
          <CardContent className="switch-list">
            {NOTIFICATIONS.map(({ key, label, hint }) => (
              <div key={key} className="switch-row">
                <div>
                  <Label htmlFor={`${idPrefix}-${key}`}>{label}</Label>
                  <p id={`${idPrefix}-${key}-hint`} className="field-hint">
                    {hint}
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
              <Link to="/about" className="text-link">
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
          <Button type="submit">Save Settings</Button>
        </div>
      </form>
    </main>
  );
}
