import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role } from '@homepact/proto';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/ui/DataTable';
import { Select } from '../../components/ui/Select';
import { Tooltip } from '../../components/ui/Tooltip';
import { toast } from '../../lib/toast';
import { adminApi, adminKeys } from '../../api/admin';
import { formatCount, formatDate, personName } from './format';
import { EmailLink } from './EmailLink';
import { RoleBadge } from './badges';
import { TabBody } from './TabBody';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
] as const;

export const OWN_ROLE_HINT = 'You cannot change your own role';

/** User Management: every user with role, contracts and a role selector (docs/product/wizard-signing-preview-login-admin.md#25-admin-dashboard-admin). */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: adminKeys.users, queryFn: adminApi.users });
  const setRole = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) => adminApi.setRole(user.id, role),
    onSuccess: (_data, { user, role }) => {
      toast({ title: 'Role Updated', description: `${user.email} is now ${role === 'admin' ? 'an Admin' : 'a User'}.` });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
    onError: (error) => {
      console.error('Role update failed', error);
      toast({ title: 'Error', description: 'Failed to update user role', variant: 'destructive' });
    },
  });

  // A role change waits for a confirmation that names the person and the new role (docs/decisions/0006-wording-and-small-decisions.md).
  const [pending, setPending] = useState<{ user: AdminUser; role: Role } | null>(null);

  const columns: DataColumn<AdminUser>[] = [
    {
      key: 'user',
      header: 'User',
      hideLabelOnPhone: true,
      cell: (u) => (
        <div className="adm-person">
          <span className="adm-person-name">
            {personName(u.firstName, u.lastName)}
            {u.id === currentUserId ? (
              <Badge variant="secondary" className="adm-you">
                You
              </Badge>
            ) : null}
          </span>
          <EmailLink email={u.email} plain className="adm-person-email" />
        </div>
      ),
    },
    { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
    { key: 'contracts', header: 'Contracts', cell: (u) => formatCount(u.contractCount) },
    { key: 'categories', header: 'By category', cell: (u) => <CategoryBadges counts={u.contractsByCategory} /> },
    { key: 'joined', header: 'Joined', cell: (u) => <span className="adm-nowrap">{formatDate(u.createdAt)}</span> },
    {
      key: 'change',
      header: 'Change role',
      cell: (u) => {
        const self = u.id === currentUserId;
        const busy = setRole.isPending && setRole.variables?.user.id === u.id;
        const select = (
          <Select
            className="adm-role-select"
            aria-label={`Role for ${u.email}`}
            options={ROLE_OPTIONS}
            value={u.role}
            disabled={self || busy}
            onChange={(e) => setPending({ user: u, role: e.target.value as Role })}
          />
        );
        if (!self) return select;
        // A disabled control gets neither pointer nor focus events: the tooltip hangs on a focusable wrapper.
        return (
          <Tooltip content={OWN_ROLE_HINT}>
            <span className="tooltip-disabled-wrap" tabIndex={0}>
              {select}
            </span>
          </Tooltip>
        );
      },
    },
  ];

  const list = users.data ?? [];
  return (
    <TabBody
      query={users}
      loadingText="Loading users..."
      errorText="Could not load the users."
      empty={list.length === 0}
      emptyText="No users yet."
    >
      <DataTable caption="Users" columns={columns} rows={list} rowKey={(u) => u.id} className="adm-table-users" />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.role === 'admin' ? 'Make this user an admin?' : 'Remove admin rights?'}
        description={
          pending
            ? pending.role === 'admin'
              ? `${personName(pending.user.firstName, pending.user.lastName)} (${pending.user.email}) will see every user, the AI usage and the contact messages, and can change roles.`
              : `${personName(pending.user.firstName, pending.user.lastName)} (${pending.user.email}) will no longer open the admin dashboard.`
            : ''
        }
        confirmLabel={pending?.role === 'admin' ? 'Make Admin' : 'Make User'}
        destructive={pending?.role === 'user'}
        onConfirm={() => {
          if (pending) setRole.mutate(pending);
          setPending(null);
        }}
      />
    </TabBody>
  );
}

function CategoryBadges({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts).filter(([, n]) => n > 0);
  if (entries.length === 0) return <span className="muted">None</span>;
  return (
    <span className="adm-badges">
      {entries.map(([category, n]) => (
        <Badge key={category} variant="outline">
          {category}: {n}
        </Badge>
      ))}
    </span>
  );
}
