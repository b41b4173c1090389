import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Bot, DollarSign, MessageSquareText, Quote, ShieldAlert, Users } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { REDIRECT_KEY } from '../../lib/redirect';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { PageLoading } from '../PageLoading';
import { adminApi, adminKeys } from '../../api/admin';
import { formatCost, formatCount } from './format';
import { StatCards, type StatItem } from './StatCards';
import { UsersTab } from './UsersTab';
import { AiLogsTab } from './AiLogsTab';
import { ContactsTab } from './ContactsTab';
import { TestimonialsTab } from './TestimonialsTab';
import './admin.css';

/** /admin (docs/product/wizard-signing-preview-login-admin.md#25-admin-dashboard-admin): role admin only. */
export function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user || user.role !== 'admin') return <AccessDenied signedIn={user !== null} />;
  return <AdminDashboard currentUserId={user.id} />;
}

function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack center">
          <ShieldAlert aria-hidden size={36} className="text-danger" />
          <CardTitle as="h1">Access Denied</CardTitle>
          <CardDescription>You don&apos;t have permission to access this page.</CardDescription>
          {signedIn ? (
            <Link to="/dashboard" className={buttonClass('outline')}>
              Go to Dashboard
            </Link>
          ) : (
            <>
              <p className="muted adm-small">Administrators: sign in to continue.</p>
              <Link to="/login" className={buttonClass('primary')} onClick={() => localStorage.setItem(REDIRECT_KEY, '/admin')}>
                Sign In
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: adminApi.stats });
  const s = stats.data;
  const items: StatItem[] = [
    { label: 'Total Users', value: formatCount(s?.totalUsers), Icon: Users, tone: 'primary' },
    {
      label: 'AI Requests',
      value: formatCount(s?.aiRequests),
      sub: s ? `${formatCount(s.totalTokens)} tokens used` : undefined,
      Icon: Bot,
      tone: 'accent',
    },
    {
      label: 'Contact Requests',
      value: formatCount(s?.contactRequests),
      sub: s ? `${formatCount(s.pendingContacts)} new` : undefined,
      Icon: MessageSquareText,
      tone: 'warning',
    },
    { label: 'AI Costs', value: s ? formatCost(s.aiCost) : '—', sub: 'Sum of all AI requests', Icon: DollarSign, tone: 'success' },
  ];

  return (
    <main className="page container adm-page">
      <div className="page-heading adm-heading">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="muted">Users and roles, AI usage, support requests and testimonials.</p>
        </div>
      </div>

      {stats.isError ? (
        <p className="adm-inline-error" role="alert">
          Could not load the figures.
        </p>
      ) : null}
      <StatCards items={items} label="Headline figures" loading={stats.isPending && !stats.isError} />

      <Tabs defaultValue="users" className="adm-tabs">
        <TabsList fill aria-label="Admin sections" style={{ '--tabs-count': 4 } as React.CSSProperties}>
          <TabsTrigger value="users">
            <Users aria-hidden size={16} /> User Management
          </TabsTrigger>
          <TabsTrigger value="logs">
            <Bot aria-hidden size={16} /> AI Usage Logs
          </TabsTrigger>
          <TabsTrigger value="contacts">
            <MessageSquareText aria-hidden size={16} /> Contact Submissions
          </TabsTrigger>
          <TabsTrigger value="testimonials">
            <Quote aria-hidden size={16} /> Testimonials
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="logs">
          <AiLogsTab />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab />
        </TabsContent>
        <TabsContent value="testimonials">
          <TestimonialsTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
