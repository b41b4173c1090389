import { useMutation } from '@tanstack/react-query';
import { ADMIN2_AI_LOG_LIMIT, type AdminUser, type AiLog, type ContactStatus, type ContactSubmission, type Role } from '@homepact/proto';
import { Button } from '../../components/ui/Button';
import { DataTable, type DataColumn } from '../../components/ui/DataTable';
import { toast } from '../../lib/toast';
import { admin2Api, admin2Keys } from '../../api/admin';
import { usePanelQuery, useReload, useUpdateFailed } from './admin2Context';
import { failureWithReason, formatCost, formatCount, formatDateTime, formatTokens, personName } from './format';
import { AiStatusBadge, ContactStatusBadge, RoleBadge } from './badges';
import { EmailLink } from './EmailLink';
import { TabBody } from './TabBody';

export function Admin2UsersTab() {
  const users = usePanelQuery(admin2Keys.users, admin2Api.users);
  const reload = useReload(admin2Keys.users);
  const failed = useUpdateFailed();
  const setRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => admin2Api.setRole(id, role),
    onSuccess: (_d, { role }) => {
      toast({ title: 'Success', description: `User role updated to ${role}` });
      reload();
    },
    // The server's reason for a refusal is shown (docs/decisions/0006-wording-and-small-decisions.md), e.g. that the last admin cannot lose the role.
    onError: (error) => failed(failureWithReason('Failed to update user role', error), error),
  });

  const columns: DataColumn<AdminUser>[] = [
    { key: 'email', header: 'E-mail', hideLabelOnPhone: true, cell: (u) => <EmailLink email={u.email} plain className="adm-strong" /> },
    { key: 'name', header: 'Name', cell: (u) => personName(u.firstName, u.lastName) },
    { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
    { key: 'contracts', header: 'Contracts', cell: (u) => formatCount(u.contractCount) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (u) => {
        const next: Role = u.role === 'admin' ? 'user' : 'admin';
        return (
          <Button
            variant={next === 'admin' ? 'primary' : 'outline'}
            size="sm"
            disabled={setRole.isPending && setRole.variables?.id === u.id}
            onClick={() => setRole.mutate({ id: u.id, role: next })}
            aria-label={`${next === 'admin' ? 'Make Admin' : 'Make User'}: ${u.email}`}
          >
            {next === 'admin' ? 'Make Admin' : 'Make User'}
          </Button>
        );
      },
    },
  ];

  const list = users.data ?? [];
  return (
    <TabBody
      query={users}
      loadingText="Loading users..."
      errorText="Failed to load data"
      empty={list.length === 0}
      emptyText="No users yet."
    >
      <DataTable caption="Users" columns={columns} rows={list} rowKey={(u) => u.id} />
    </TabBody>
  );
}

const logColumns: DataColumn<AiLog>[] = [
  { key: 'date', header: 'Date', cell: (l) => <span className="adm-nowrap">{formatDateTime(l.createdAt)}</span> },
  { key: 'endpoint', header: 'Endpoint', cell: (l) => <code className="adm-code">{l.endpoint}</code> },
  { key: 'model', header: 'Model', cell: (l) => l.model },
  { key: 'tokens', header: 'Tokens', align: 'end', cell: (l) => formatTokens(l.tokensUsed) },
  { key: 'cost', header: 'Cost', align: 'end', cell: (l) => formatCost(l.cost) },
  { key: 'status', header: 'Status', cell: (l) => <AiStatusBadge status={l.status} /> },
];

export function Admin2LogsTab() {
  const logs = usePanelQuery(admin2Keys.logs, admin2Api.logs);
  const list = (logs.data ?? []).slice(0, ADMIN2_AI_LOG_LIMIT);
  return (
    <TabBody
      query={logs}
      loadingText="Loading AI logs..."
      errorText="Failed to load data"
      empty={list.length === 0}
      emptyText="No AI requests have been logged yet."
    >
      <DataTable
        caption="AI logs, newest first"
        columns={logColumns}
        rows={list}
        rowKey={(l) => l.id}
        rowClassName={(l) => (l.status === 'success' ? undefined : 'adm-row-failed')}
      />
    </TabBody>
  );
}

export function Admin2ContactsTab() {
  const contacts = usePanelQuery(admin2Keys.contacts, admin2Api.contacts);
  const reload = useReload(admin2Keys.contacts);
  const failed = useUpdateFailed();
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) => admin2Api.setContactStatus(id, status),
    onSuccess: (_d, { status }) => {
      toast({ title: 'Success', description: `Contact status updated to ${status}` });
      reload();
    },
    onError: (error) => failed('Failed to update contact status', error),
  });

  const columns: DataColumn<ContactSubmission>[] = [
    { key: 'date', header: 'Date', cell: (c) => <span className="adm-nowrap">{formatDateTime(c.createdAt)}</span> },
    { key: 'name', header: 'Name', cell: (c) => c.name },
    { key: 'email', header: 'E-mail', cell: (c) => <EmailLink email={c.email} /> },
    { key: 'subject', header: 'Subject', cell: (c) => <span className="adm-strong">{c.subject}</span> },
    { key: 'status', header: 'Status', cell: (c) => <ContactStatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) => {
        const next: ContactStatus = c.status === 'new' ? 'reviewed' : 'new';
        const label = next === 'reviewed' ? 'Mark Reviewed' : 'Mark New';
        return (
          <Button
            variant="outline"
            size="sm"
            disabled={setStatus.isPending && setStatus.variables?.id === c.id}
            onClick={() => setStatus.mutate({ id: c.id, status: next })}
            aria-label={`${label}: ${c.subject}`}
          >
            {label}
          </Button>
        );
      },
    },
  ];

  const list = contacts.data ?? [];
  return (
    <TabBody
      query={contacts}
      loadingText="Loading contact submissions..."
      errorText="Failed to load data"
      empty={list.length === 0}
      emptyText="No contact submissions yet."
    >
      <DataTable caption="Contact submissions" columns={columns} rows={list} rowKey={(c) => c.id} />
    </TabBody>
  );
}
