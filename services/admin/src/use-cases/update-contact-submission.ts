import { AppError } from '@homepact/kit';
import type { ContactStatus, ContactSubmission } from '@homepact/proto';
import { statusChange, toContactSubmission } from '../domain/contact.ts';
import type { AdminDeps } from './deps.ts';

/** Sets a submission's status (any value, directly, as the spec allows). */
export async function updateContactSubmission(deps: AdminDeps, id: string, status: ContactStatus): Promise<ContactSubmission> {
  const current = await deps.repos.contacts.findById(id);
  if (!current) throw AppError.notFound('Contact submission not found');
  const updated = await deps.repos.contacts.setStatus(id, statusChange(current, status, deps.now()));
  if (!updated) throw AppError.notFound('Contact submission not found');
  return toContactSubmission(updated);
}
