import type { ContactCategory, ContactStatus, ContactSubmission } from '@homepact/proto';

export interface ContactDoc {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  category: ContactCategory;
  message: string;
  status: ContactStatus;
  priority: 'low' | 'medium' | 'high';
  assignedTo: string | null;
  tags: string[];
  adminNotes: string | null;
  respondedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ContactInput {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  category: ContactCategory;
  message: string;
}

/** A new submission: status new, priority medium (spec defaults). Pure: id and clock come in. */
export function newContact(id: string, input: ContactInput, now: Date): ContactDoc {
  return {
    _id: id,
    ...input,
    status: 'new',
    priority: 'medium',
    assignedTo: null,
    tags: [],
    adminNotes: null,
    respondedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Statuses that close the loop with the sender; the first of them stamps respondedAt. */
const ANSWERED: ReadonlySet<ContactStatus> = new Set(['resolved', 'closed', 'reviewed']);

export type StatusChange = Pick<ContactDoc, 'status' | 'updatedAt'> & Partial<Pick<ContactDoc, 'respondedAt'>>;

/** The fields a status change sets. respondedAt is stamped once, the first time it is answered. */
export function statusChange(current: Pick<ContactDoc, 'respondedAt'>, status: ContactStatus, now: Date): StatusChange {
  return {
    status,
    updatedAt: now,
    ...(ANSWERED.has(status) && !current.respondedAt ? { respondedAt: now } : {}),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toContactSubmission(doc: ContactDoc): ContactSubmission {
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    subject: doc.subject,
    category: doc.category,
    message: doc.message,
    status: doc.status,
    priority: doc.priority,
    assignedTo: doc.assignedTo,
    tags: doc.tags,
    adminNotes: doc.adminNotes,
    respondedAt: iso(doc.respondedAt),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
