/**
 * Type-check only (never run): the store's filters and updates are typed over
 * the document's own fields. Each @ts-expect-error below must stay an error;
 * if one stops being one, `make typecheck` fails on the unused directive.
 */
import type { Collection, Doc } from '../../src/store/types.ts';

interface Signer {
  email: string;
  signedAt: Date | null;
}
interface ContractLike extends Doc {
  createdBy: string;
  status: 'draft' | 'sent' | 'signed';
  editedContractContent: string | null;
  totalAmountCents: number;
  reminders?: number;
  createdAt: Date;
  tags: string[];
  signers: Signer[];
  counts?: { byStatus?: { draft?: number; sent?: number } };
  contractData: Record<string, unknown>;
}

declare const contracts: Collection<ContractLike>;

export async function valid() {
  await contracts.findOne({ _id: 'c1', status: 'draft' });
  await contracts.find(
    { createdBy: 'u1', status: { $in: ['draft', 'sent'] } },
    { sort: { createdAt: -1, _id: -1 }, limit: 10, fields: ['status'] },
  );
  await contracts.count({ $or: [{ status: 'signed' }, { reminders: { $gte: 2 } }], editedContractContent: null });
  await contracts.find({ 'signers.email': 'a@b.c', tags: 'urgent', 'counts.byStatus.draft': { $gt: 0 } });
  await contracts.find({ signers: { $size: 2 }, reminders: { $exists: false }, createdAt: { $lt: new Date() } });
  await contracts.find({ 'contractData.anything': 1 });
  await contracts.findOneAndUpdate(
    { _id: 'c1', status: 'draft' },
    {
      $set: { status: 'sent', editedContractContent: 'text', 'counts.byStatus.sent': 1 },
      $unset: { reminders: true },
      $inc: { totalAmountCents: 100, reminders: 1, 'counts.byStatus.draft': -1 },
      $push: { tags: { $each: ['a', 'b'] }, signers: { email: 'x@y.z', signedAt: null } },
      $pull: { tags: 'old', signers: { email: 'x@y.z' } },
    },
  );
  await contracts.updateMany({ createdBy: { $ne: 'u2' } }, { $set: { reminders: 0 } });
}

export async function invalid() {
  // @ts-expect-error a misspelled field in a filter
  await contracts.findOne({ _id: 'c1', stauts: 'draft' });
  // @ts-expect-error a misspelled field in $set
  await contracts.findOneAndUpdate({ _id: 'c1' }, { $set: { editedContractContnet: 'text' } });
  // @ts-expect-error a value of the wrong type
  await contracts.find({ totalAmountCents: 'ten' });
  // @ts-expect-error a status the document cannot have
  await contracts.updateMany({ _id: 'c1' }, { $set: { status: 'archived' } });
  // @ts-expect-error $inc on a string field
  await contracts.findOneAndUpdate({ _id: 'c1' }, { $inc: { createdBy: 1 } });
  // @ts-expect-error $push onto a field that is not an array
  await contracts.findOneAndUpdate({ _id: 'c1' }, { $push: { status: 'x' } });
  // @ts-expect-error $size on a field that is not an array
  await contracts.find({ status: { $size: 1 } });
  // @ts-expect-error a misspelled nested path
  await contracts.find({ 'signers.emial': 'a@b.c' });
  // @ts-expect-error a misspelled field inside $or
  await contracts.count({ $or: [{ stauts: 'draft' }] });
  // @ts-expect-error sorting by a field the document does not have
  await contracts.find({}, { sort: { createdOn: -1 } });
  // @ts-expect-error projecting a field the document does not have
  await contracts.find({}, { fields: ['stauts'] });
  // @ts-expect-error an $in list of the wrong type
  await contracts.find({ createdAt: { $in: ['yesterday'] } });
}
