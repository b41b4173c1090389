import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Download, KeyRound, LogOut, Pencil } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/toast';
import { fullName, longDate, userTypeLabel } from '../lib/user';
import { REDIRECT_KEY } from '../lib/redirect';
import { logOut } from '../components/layout/navigation';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, UserAvatar } from '../components/ui';
import { errorText } from '../api/errors';
import { downloadMyData } from './account/accountQueries';
import { EditProfileDialog } from './account/EditProfileDialog';
import { PageLoading } from './PageLoading';
import './account/account.css';
import './Profile.css';

export const PROFILE_REDIRECT_DELAY_MS = 1500;

export function ProfilePage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (isLoading || user) return;
    // A notice, not an error (docs/decisions/0006-wording-and-small-decisions.md); the sign-in page says what it continues to.
    toast({ title: 'Please Sign In', description: 'You need to sign in to view your profile.' });
    localStorage.setItem(REDIRECT_KEY, '/profile');
    const timer = setTimeout(() => void navigate('/login'), PROFILE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user, navigate]);

  if (!user) return <PageLoading label={isLoading ? 'Loading...' : 'Redirecting to sign in...'} />;

  const name = fullName(user);
  const exportData = async () => {
    setExporting(true);
    try {
      const filename = await downloadMyData();
      toast({ title: 'Download Started', description: `Your data was saved as ${filename}.` });
    } catch (error) {
      toast({
        title: 'Download Error',
        description: errorText(error, 'Failed to download your data. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <main className="page container narrow">
      <h1 className="visually-hidden">Profile</h1>
      <Card>
        <CardContent className="profile-summary">
          <UserAvatar user={{ ...user, profileImageUrl: null }} size="lg" />
          <div className="profile-identity">
            <p className="profile-name">{name || user.email}</p>
            <Badge variant="secondary">{userTypeLabel(user.userType)}</Badge>
          </div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} /> Edit Profile
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="detail-list">
            <Detail term="First Name">{user.firstName || 'Not provided'}</Detail>
            <Detail term="Last Name">{user.lastName || 'Not provided'}</Detail>
            <Detail term="Email">{user.email}</Detail>
            <Detail term="User Type">{userTypeLabel(user.userType)}</Detail>
            <Detail term="User ID">
              <code>{user.id}</code>
            </Detail>
            <Detail term="Member Since">{longDate(user.createdAt)}</Detail>
            <Detail term="Last Updated">{longDate(user.updatedAt)}</Detail>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Account Actions</CardTitle>
        </CardHeader>
        <CardContent className="stack">
          <div className="button-row">
            <Button variant="outline" onClick={() => void exportData()} disabled={exporting}>
              <Download aria-hidden size={16} /> {exporting ? 'Preparing...' : 'Download My Data'}
            </Button>
            <Button variant="danger" onClick={logOut}>
              <LogOut aria-hidden size={16} /> Sign Out
            </Button>
          </div>
          <p className="muted account-note">
            Download My Data saves a JSON file with your profile, settings, contracts, signatures and the e-mails we sent you. See the{' '}
            <Link to="/privacy" className="text-link">
              privacy policy
            </Link>{' '}
            for what we keep and how to ask for deletion.
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <KeyRound aria-hidden size={18} /> How sign-in works
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="muted">
            HomePact has no passwords. Each time you sign in, we e-mail a 6-digit code to <strong>{user.email}</strong>; it works once and
            expires after 10 minutes. There is no password to change, forget or steal: keeping your e-mail account safe keeps your HomePact
            account safe.
          </p>
        </CardContent>
      </Card>
      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
    </main>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
