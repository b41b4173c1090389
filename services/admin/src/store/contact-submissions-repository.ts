import { outbox, type Collection, type DocumentStore, type OutboxFields } from '@homepact/kit';
import type { ContactStatus, Envelope } from '@homepact/proto';
import type { ContactDoc, StatusChange } from '../domain/contact.ts';

export const CONTACT_SUBMISSIONS = 'contact_submissions';

type ContactRecord = ContactDoc & OutboxFields;
/** An event routed to its topic (kit's `routed`), to ride on the write. */
type Routed = Envelope & { topic: string };

/** The contact form's messages. ContactSubmitted rides on the submission itself (outbox). */
export class ContactSubmissionsRepository {
  private readonly contacts: Collection<ContactRecord>;
  constructor(store: DocumentStore) {
    this.contacts = store.collection<ContactRecord>(CONTACT_SUBMISSIONS);
  }

  async ensureIndexes(): Promise<void> {
    await this.contacts.ensureIndexes([{ fields: { createdAt: -1 } }, { fields: { status: 1 } }]);
  }

  /** A new submission and the events that announce it, in one write. */
  async submit(doc: ContactDoc, events: Routed[]): Promise<void> {
    await this.contacts.insertOne({ ...doc, ...outbox.insert(events) });
  }

  findById(id: string): Promise<ContactDoc | null> {
    return this.contacts.findOne({ _id: id });
  }

  /** Null when there is no such submission. */
  setStatus(id: string, change: StatusChange): Promise<ContactDoc | null> {
    return this.contacts.findOneAndUpdate({ _id: id }, { $set: change });
  }

  /** Newest first; every status when none is given. */
  newestFirst(status: ContactStatus | undefined, limit: number): Promise<ContactDoc[]> {
    return this.contacts.find(status ? { status } : {}, { sort: { createdAt: -1 }, limit });
  }

  count(status?: ContactStatus): Promise<number> {
    return this.contacts.count(status ? { status } : {});
  }
}
