import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FileText, Plus } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/toast';
import { greetingName } from '../lib/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass } from '../components/ui';
import { PageLoading } from './PageLoading';

export const LOGIN_REDIRECT_DELAY_MS = 500;

export function DashboardPage() {
  const { user, isLoading } = useAuth();

  useEffect(() => {
    if (isLoading || user) return;
    toast({ title: 'Unauthorized', description: 'You need to log in to access the dashboard.', variant: 'destructive' });
    const timer = setTimeout(() => {
      window.location.href = '/api/login';
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user]);

  if (!user) return <PageLoading label={isLoading ? 'Loading...' : 'Redirecting to sign in...'} />;

  return (
    <main className="page container">
      <div className="page-heading">
        <div>
          <h1>Welcome back, {greetingName(user)}!</h1>
          <p className="muted">Create, send and track your home-service contracts.</p>
        </div>
        <Link to="/" className={buttonClass('primary')}>
          <Plus aria-hidden size={18} /> Create Service Contract
        </Link>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Recent Contracts</CardTitle>
          <CardDescription>Your contracts and their signing progress.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="empty-state">
            <FileText aria-hidden size={40} className="empty-icon" />
            <p className="empty-title">Contract tracking is coming soon</p>
            <p className="muted">Soon you will see every contract here, with its status and signatures.</p>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
