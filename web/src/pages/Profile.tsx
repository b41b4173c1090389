import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Download, KeyRound, LogOut, Pencil } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/toast';
import { fullName, longDate, userTypeLabel } from '../lib/user';
import { logOut } from '../components/layout/navigation';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, UserAvatar } from '../components/ui';
import { PageLoading } from './PageLoading';

export const PROFILE_REDIRECT_DELAY_MS = 1500;

export function ProfilePage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading || user) return;
    toast({ title: 'Please Sign In', description: 'You need to sign in to view your profile.', variant: 'destructive' });
    const timer = setTimeout(() => navigate('/login'), PROFILE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user, navigate]);

  if (!user) return <PageLoading label={isLoading ? 'Loading...' : 'Redirecting to sign in...'} />;

  const name = fullName(user);
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
          <Button variant="outline">
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
        <CardContent className="button-row">
          <Button variant="outline">
            <KeyRound aria-hidden size={16} /> Change Password
          </Button>
          <Button variant="outline">
            <Download aria-hidden size={16} /> Download My Data
          </Button>
          <Button variant="danger" onClick={logOut}>
            <LogOut aria-hidden size={16} /> Sign Out
          </Button>
        </CardContent>
      </Card>
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
