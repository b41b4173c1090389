import type { Role } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { contactStatusLabel, contactStatusVariant } from './format';

/** The badges of the admin lists: a user's role, a contact message's status, an AI request's outcome. */

export function RoleBadge({ role }: { role: Role | string }) {
  return role === 'admin' ? <Badge>Admin</Badge> : <Badge variant="outline">User</Badge>;
}

export function ContactStatusBadge({ status }: { status: string }) {
  return <Badge variant={contactStatusVariant(status)}>{contactStatusLabel(status)}</Badge>;
}

export function AiStatusBadge({ status }: { status: string }) {
  if (status === 'success') return <Badge variant="success">Success</Badge>;
  return <Badge variant="destructive">{status === 'failed' ? 'Failed' : status}</Badge>;
}
