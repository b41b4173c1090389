import type { ContractRecord } from '@homepact/proto';
import { canManage, PARTY_ROLES, verificationFor, type PartyRole, type Viewer } from './access.ts';
import { toRecord, type ContractDoc } from './contract.ts';
import { changeOrderRef } from './change-order.ts';
import { maskEmail } from './signing.ts';

const EMAIL_FIELD: Record<PartyRole, 'homeownerEmail' | 'providerEmail'> = { homeowner: 'homeownerEmail', provider: 'providerEmail' };

/**
 * The record as this viewer may see it. The creator and admins see every
 * address in full; a party sees their own address (the one they proved:
 * signing link or signed in with it) and the other party's masked
 * ("p***@builders.example"), as the sign page shows it, in the record and in
 * the wizard form it carries.
 */
export function recordFor(viewer: Viewer, doc: ContractDoc): ContractRecord {
  const ref = changeOrderRef(doc);
  const record: ContractRecord = { ...toRecord(doc), ...(ref ? { changeOrder: ref } : {}) };
  if (canManage(viewer, doc)) return record;
  const hidden = PARTY_ROLES.filter((role) => verificationFor(viewer, doc, role) === null);
  if (hidden.length === 0) return record;
  const contractData = { ...record.contractData };
  const out: ContractRecord = { ...record, contractData };
  for (const role of hidden) {
    const field = EMAIL_FIELD[role];
    out[field] = maskEmail(record[field]);
    if (typeof contractData[field] === 'string') contractData[field] = maskEmail(contractData[field]);
  }
  return out;
}
