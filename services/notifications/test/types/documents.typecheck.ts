/**
 * Type-check only (never run): notifications' documents have no index
 * signature, so a misspelled field in a store call is an error. Each
 * @ts-expect-error must stay an error; if one stops being one, `make
 * typecheck` fails on the unused directive.
 */
import type { Collection } from '@homepact/kit';
import type { RecipientDoc } from '../../src/domain/recipient.ts';
import type { EmailLogDoc } from '../../src/store/email-log-repository.ts';
import type { InviteBatchDoc } from '../../src/store/invite-batches-repository.ts';

declare const emailLog: Collection<EmailLogDoc>;
declare const batches: Collection<InviteBatchDoc>;
declare const recipients: Collection<RecipientDoc>;

export async function misspelled() {
  // @ts-expect-error `stauts` is not a field of an email_log row
  await emailLog.count({ stauts: 'sent' });
  // @ts-expect-error `sending` and `sent` are statuses; `delivered` is not
  await emailLog.updateMany({ _id: 'e1' }, { $set: { status: 'delivered' } });
  // @ts-expect-error `attempt` is not a field (`attempts` is)
  await emailLog.updateMany({ _id: 'e1' }, { $inc: { attempt: 1 } });
  // @ts-expect-error `contractID` is not a field of an invite batch
  await batches.find({ contractID: 'c1' });
  // @ts-expect-error `preference` is not a field of a recipient
  await recipients.findOneAndUpdate({ _id: 'u1' }, { $set: { preference: null } });
}

export async function valid() {
  await emailLog.count({ status: 'sent', template: 'invitation' });
  await emailLog.updateMany({ _id: 'e1' }, { $inc: { attempts: 1 }, $set: { updatedAt: new Date() } });
  await batches.find({ contractId: 'c1' }, { sort: { createdAt: 1 } });
  await recipients.findOneAndUpdate({ _id: 'u1', pv: '' }, { $set: { preferences: null, pv: 'v' } });
}
