import type { DocumentStore, OutboxFields } from '@homepact/kit';
import type { AiUsageRow } from '../domain/ai-usage.ts';
import type { ContactDoc } from '../domain/contact.ts';
import type { PartyRow } from '../domain/parties.ts';
import type { TestimonialDoc } from '../domain/testimonial.ts';
import type { UserRow } from '../domain/users.ts';

export const CONTACT_SUBMISSIONS = 'contact_submissions';

export type ContactStored = ContactDoc & OutboxFields;

/** One contract, as much as the admin read models need (from ContractCreated / ContractDeleted). */
export interface ContractRow {
  _id: string;
  createdBy: string;
  serviceType?: string;
  createdAt?: Date;
  /** Set by ContractDeleted; never cleared (contract ids are not reused). */
  deleted?: boolean;
  deletedAt?: Date;
  [k: string]: unknown;
}

export interface Admin2SessionDoc {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  _id: string;
  /** Ties the session to the password it was opened with. */
  passwordTag: string;
  ipAddress: string;
  createdAt: Date;
  /** A TTL index removes it after this; reads check it against the clock too. */
  expiresAt: Date;
  [k: string]: unknown;
}

export function collections(store: DocumentStore) {
  return {
    contacts: store.collection<ContactStored>(CONTACT_SUBMISSIONS),
    testimonials: store.collection<TestimonialDoc>('testimonials'),
    users: store.collection<UserRow>('admin_users'),
    contracts: store.collection<ContractRow>('admin_contracts'),
    aiUsage: store.collection<AiUsageRow>('admin_ai_usage'),
    parties: store.collection<PartyRow>('parties'),
    admin2Sessions: store.collection<Admin2SessionDoc>('admin2_sessions'),
  };
}
export type AdminCollections = ReturnType<typeof collections>;

export async function ensureIndexes(c: AdminCollections) {
  await c.contacts.ensureIndexes([{ fields: { createdAt: -1 } }, { fields: { status: 1 } }]);
  await c.testimonials.ensureIndexes([{ fields: { featured: 1 } }, { fields: { createdAt: -1 } }]);
  await c.users.ensureIndexes([{ fields: { createdAt: -1 } }]);
  await c.contracts.ensureIndexes([{ fields: { createdBy: 1 } }, { fields: { deleted: 1 } }]);
  await c.aiUsage.ensureIndexes([{ fields: { createdAt: -1 } }]);
  await c.parties.ensureIndexes([{ fields: { key: 1 }, unique: true }, { fields: { deletedAt: 1 } }]);
  await c.admin2Sessions.ensureIndexes([{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }]);
}
