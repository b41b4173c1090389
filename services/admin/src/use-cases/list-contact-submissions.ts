import type { ContactStatus, ContactSubmission } from '@homepact/proto';
import { toContactSubmission } from '../domain/contact.ts';
import type { AdminDeps } from './deps.ts';

/** Newest first; `status` absent or 'all' means every status. */
export async function listContactSubmissions(deps: AdminDeps, status: ContactStatus | 'all' | undefined): Promise<ContactSubmission[]> {
  const docs = await deps.repos.contacts.newestFirst(status === 'all' ? undefined : status, 1000);
  return docs.map(toContactSubmission);
}
