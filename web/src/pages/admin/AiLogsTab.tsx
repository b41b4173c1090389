import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_AI_LOG_LIMIT, type AdminUser, type AiLog } from '@homepact/proto';
import { DataTable, type DataColumn } from '../../components/ui/DataTable';
import { adminApi, adminKeys } from '../../api/admin';
import { formatCost, formatDateTime, formatMs, formatTokens, personName } from './format';
import { AiStatusBadge } from './badges';
import { EmailLink } from './EmailLink';
import { TabBody } from './TabBody';

/** Who asked: the user's name and e-mail from the users list, not their id (docs/decisions/0006-wording-and-small-decisions.md); the id only for a user not listed. */
function AskedBy({ userId, users }: { userId: string | null; users: ReadonlyMap<string, AdminUser> }) {
  if (!userId) return <span className="muted">Anonymous</span>;
  const user = users.get(userId);
  if (!user) return <span className="muted">Unknown user</span>;
  return (
    <div className="adm-person">
      <span className="adm-person-name">{personName(user.firstName, user.lastName)}</span>
      <EmailLink email={user.email} plain className="adm-person-email" />
    </div>
  );
}

const columnsFor = (users: ReadonlyMap<string, AdminUser>): DataColumn<AiLog>[] => [
  { key: 'status', header: 'Status', cell: (l) => <AiStatusBadge status={l.status} /> },
  { key: 'endpoint', header: 'Endpoint', cell: (l) => <code className="adm-code">{l.endpoint}</code> },
  { key: 'model', header: 'Model', cell: (l) => l.model },
  { key: 'date', header: 'Date', cell: (l) => <span className="adm-nowrap">{formatDateTime(l.createdAt)}</span> },
  { key: 'tokens', header: 'Tokens', align: 'end', cell: (l) => formatTokens(l.tokensUsed) },
  { key: 'cost', header: 'Cost', align: 'end', cell: (l) => formatCost(l.cost) },
  { key: 'time', header: 'Time', align: 'end', cell: (l) => <span className="adm-nowrap">{formatMs(l.processingTimeMs)}</span> },
  {
    key: 'user',
    header: 'User',
    cell: (l) => <AskedBy userId={l.userId} users={users} />,
  },
];

/** AI Usage Logs: the newest 50, failed ones with a destructive badge and their error in red (docs/product/wizard-signing-preview-login-admin.md#25-admin-dashboard-admin). */
export function AiLogsTab() {
  const logs = useQuery({ queryKey: adminKeys.logs, queryFn: adminApi.logs });
  const users = useQuery({ queryKey: adminKeys.users, queryFn: adminApi.users });
  const byId = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u])), [users.data]);
  const columns = useMemo(() => columnsFor(byId), [byId]);
  const list = (logs.data ?? []).slice(0, ADMIN_AI_LOG_LIMIT);
  return (
    <TabBody
      query={logs}
      loadingText="Loading AI usage logs..."
      errorText="Could not load the AI usage logs."
      empty={list.length === 0}
      emptyText="No AI requests have been logged yet."
    >
      <DataTable
        caption="AI usage logs, newest first"
        columns={columns}
        rows={list}
        rowKey={(l) => l.id}
        rowClassName={(l) => (l.status === 'success' ? undefined : 'adm-row-failed')}
        rowDetail={(l) =>
          l.errorMessage ? (
            <p className="adm-log-error">
              <span className="visually-hidden">Error: </span>
              {l.errorMessage}
            </p>
          ) : null
        }
      />
    </TabBody>
  );
}
