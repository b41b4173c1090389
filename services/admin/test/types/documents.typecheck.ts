/**
 * Type-check only (never run): admin's documents have no index signature, so
 * a misspelled field in a store call is an error. Each @ts-expect-error must
 * stay an error; if one stops being one, `make typecheck` fails on the unused
 * directive.
 */
import type { Collection } from '@homepact/kit';
import type { ContactDoc } from '../../src/domain/contact.ts';
import type { PartyRow } from '../../src/domain/parties.ts';
import type { UserRow } from '../../src/domain/users.ts';

declare const contacts: Collection<ContactDoc>;
declare const parties: Collection<PartyRow>;
declare const users: Collection<UserRow>;

export async function misspelled() {
  // @ts-expect-error `stauts` is not a field of a contact submission
  await contacts.count({ stauts: 'new' });
  // @ts-expect-error `deltedAt` is not a field of a party
  await parties.find({ deltedAt: null });
  // @ts-expect-error a party's `rev` is a number
  await parties.findOneAndUpdate({ _id: 'p1' }, { $set: { rev: '2' } });
  // @ts-expect-error `$inc` moves numbers only
  await users.findOneAndUpdate({ _id: 'u1' }, { $inc: { role: 1 } });
}

export async function valid() {
  await contacts.count({ status: 'new' });
  await parties.find({ deletedAt: null, partyType: 'homeowner' }, { sort: { createdAt: -1 }, limit: 10 });
  await users.findOneAndUpdate({ _id: 'u1', rev: 3 }, { $set: { role: 'admin' }, $inc: { rev: 1 } });
}
