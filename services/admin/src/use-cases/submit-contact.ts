import { randomUUID } from 'node:crypto';
import { makeEvent, routed } from '@homepact/kit';
import { AdminEvents } from '@homepact/proto';
import { newContact, type ContactInput } from '../domain/contact.ts';
import { PRODUCER, type AdminDeps } from './deps.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a visitor's message (status new, priority medium) and, in the same
 * write, the ContactSubmitted event that has notifications mail it to the
 * support address. Nothing is mailed to the visitor: the form would
 * otherwise let anyone send our mail to any address.
 */
export async function submitContact(deps: AdminDeps, input: ContactInput, clientIp: string): Promise<{ id: string }> {
  const now = deps.now();
  await deps.budgets.consume(
    [
      {
        key: `contact:ip:${clientIp}`,
        limit: deps.contact.limitPerHour,
        windowMs: HOUR_MS,
        message: 'Too many messages from your network. Please try again later.',
      },
    ],
    now,
  );
  const doc = newContact(randomUUID(), input, now);
  const event = makeEvent(AdminEvents.ContactSubmitted, {
    key: doc._id,
    producer: PRODUCER,
    data: {
      submissionId: doc._id,
      name: doc.name,
      email: doc.email,
      phone: doc.phone,
      subject: doc.subject,
      category: doc.category,
      message: doc.message,
      createdAt: now.toISOString(),
    },
  });
  await deps.repos.contacts.submit(doc, [routed(AdminEvents.ContactSubmitted.topic, event)]);
  deps.kickRelay();
  return { id: doc._id };
}
