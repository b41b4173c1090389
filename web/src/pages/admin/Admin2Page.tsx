import { useCallback, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Coins, DollarSign, Eye, EyeOff, Lock, LogOut, MessageSquareText, PowerOff, Users, UsersRound } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { toast } from '../../lib/toast';
import { PageLoading } from '../PageLoading';
import { admin2Api, admin2Keys } from '../../api/admin';
import { formatCost, formatCount, formatTokens, plural } from './format';
import { StatCards, type StatItem } from './StatCards';
import { Admin2Provider, useAdmin2, usePanelQuery } from './admin2Context';
import { Admin2ContactsTab, Admin2LogsTab, Admin2UsersTab } from './Admin2Tabs';
import { PartiesTab } from './PartiesTab';
import './admin.css';

/** /admin2 (docs/product/wizard-signing-preview-login-admin.md#26-development-admin-admin2): gated by the development password, not by role. */
export function Admin2Page() {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: admin2Keys.session, queryFn: admin2Api.session, staleTime: 0 });

  const setActive = useCallback(
    (active: boolean) => queryClient.setQueryData(admin2Keys.session, { enabled: true, active }),
    [queryClient],
  );
  // Logout, or the session ran out: the loaded data goes with it.
  const lock = useCallback(() => {
    queryClient.removeQueries({ queryKey: admin2Keys.data });
    setActive(false);
  }, [queryClient, setActive]);

  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <CenteredCard Icon={PowerOff} title="Development Admin Access">
        <CardDescription role="alert">The development admin panel could not be reached.</CardDescription>
        <Button variant="outline" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </CenteredCard>
    );
  }
  if (!session.data.enabled) {
    return (
      <CenteredCard Icon={PowerOff} title="Development Admin Access">
        <CardDescription>The development admin panel is switched off.</CardDescription>
        <p className="muted adm-small">
          It turns on when the admin service is started with <code>ADMIN2_PASSWORD</code> set.
        </p>
      </CenteredCard>
    );
  }
  if (!session.data.active) return <LockedPanel onUnlocked={() => setActive(true)} onDisabled={() => void session.refetch()} />;
  return (
    <Admin2Provider onLocked={lock}>
      <UnlockedPanel />
    </Admin2Provider>
  );
}

function CenteredCard({ Icon, title, children }: { Icon: typeof Lock; title: string; children: ReactNode }) {
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack center">
          <Icon aria-hidden size={36} className="text-primary" />
          <CardTitle as="h1">{title}</CardTitle>
          {children}
        </CardContent>
      </Card>
    </main>
  );
}

function LockedPanel({ onUnlocked, onDisabled }: { onUnlocked: () => void; onDisabled: () => void }) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await admin2Api.auth(password);
      if (answer.success) {
        toast({ title: 'Authentication Successful', description: 'Welcome to the development admin panel.' });
        setPassword('');
        onUnlocked();
        return;
      }
      const message = answer.message || 'Invalid password';
      setFailure(message);
      toast({ title: 'Authentication Failed', description: message, variant: 'destructive' });
      if (answer.status === 403) onDisabled();
    } catch (error) {
      console.error('Development admin authentication failed', error);
      toast({ title: 'Error', description: 'Failed to authenticate. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack">
          <div className="stack center">
            <Lock aria-hidden size={36} className="text-primary" />
            <CardTitle as="h1">Development Admin Access</CardTitle>
            <CardDescription>Enter the development password to manage users, AI logs, contact requests and parties.</CardDescription>
          </div>
          <form className="stack" onSubmit={submit} noValidate>
            <Field label="Password" error={failure}>
              {(control) => (
                <div className="adm-password">
                  <Input
                    {...control}
                    type={visible ? 'text' : 'password'}
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    disabled={busy}
                  />
                  <button
                    type="button"
                    className="adm-password-toggle"
                    aria-label={visible ? 'Hide password' : 'Show password'}
                    aria-pressed={visible}
                    onClick={() => setVisible((v) => !v)}
                  >
                    {visible ? <EyeOff aria-hidden size={18} /> : <Eye aria-hidden size={18} />}
                  </button>
                </div>
              )}
            </Field>
            <Button type="submit" disabled={!password || busy}>
              {busy ? 'Authenticating...' : 'Access Admin Panel'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}

type TabName = 'users' | 'logs' | 'contacts' | 'parties';

function UnlockedPanel() {
  const queryClient = useQueryClient();
  const { lock } = useAdmin2();
  const [tab, setTab] = useState<TabName>('users');
  const [loggingOut, setLoggingOut] = useState(false);
  const stats = usePanelQuery(admin2Keys.stats, admin2Api.stats);
  const s = stats.data;

  const items: StatItem[] = [
    { label: 'Total Users', value: formatCount(s?.totalUsers), Icon: Users, tone: 'primary' },
    { label: 'AI Usage Cost', value: s ? formatCost(s.aiCost) : '—', Icon: DollarSign, tone: 'success' },
    { label: 'Total Tokens', value: formatTokens(s?.totalTokens ?? null), Icon: Coins, tone: 'accent' },
    { label: 'Pending Contacts', value: formatCount(s?.pendingContacts), Icon: MessageSquareText, tone: 'warning' },
    {
      label: 'Total Parties',
      value: formatCount(s?.totalParties),
      sub: s ? `${plural(s.homeowners, 'homeowner')}, ${plural(s.providers, 'provider')}` : undefined,
      Icon: UsersRound,
      tone: 'muted',
    },
  ];

  async function logout() {
    setLoggingOut(true);
    try {
      await admin2Api.logout();
      toast({ title: 'Logged Out', description: 'You have been logged out successfully.' });
    } catch (error) {
      console.error('Development admin logout failed', error);
    } finally {
      setLoggingOut(false);
      lock();
    }
  }

  return (
    <main className="page container adm-page">
      <div className="page-heading adm-heading">
        <div>
          <h1>Development Admin</h1>
          <p className="muted">Users, AI logs, contact requests and the parties directory.</p>
        </div>
        <Button variant="outline" onClick={() => void logout()} disabled={loggingOut}>
          <LogOut aria-hidden size={18} /> Logout
        </Button>
      </div>

      <StatCards items={items} label="Headline figures" loading={stats.isPending} />

      <Tabs
        value={tab}
        onValueChange={(next) => {
          setTab(next as TabName);
          // A tab change reloads its list (on mount) and the figures.
          void queryClient.invalidateQueries({ queryKey: admin2Keys.stats });
        }}
        className="adm-tabs"
      >
        <TabsList fill aria-label="Development admin sections" style={{ '--tabs-count': 4 } as CSSProperties}>
          <TabsTrigger value="users">
            <Users aria-hidden size={16} /> Users
          </TabsTrigger>
          <TabsTrigger value="logs">
            <Bot aria-hidden size={16} /> AI Logs
          </TabsTrigger>
          <TabsTrigger value="contacts">
            <MessageSquareText aria-hidden size={16} /> Contact Submissions
          </TabsTrigger>
          <TabsTrigger value="parties">
            <UsersRound aria-hidden size={16} /> Parties
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <Admin2UsersTab />
        </TabsContent>
        <TabsContent value="logs">
          <Admin2LogsTab />
        </TabsContent>
        <TabsContent value="contacts">
          <Admin2ContactsTab />
        </TabsContent>
        <TabsContent value="parties">
          <PartiesTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
