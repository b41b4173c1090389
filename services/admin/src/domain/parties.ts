import { canonicalEmail, findState, type ContractEvents, type Party } from '@homepact/proto';

type ContractParties = ContractEvents.ContractParties;
import { isNewerVersion } from '@homepact/kit/read-model-version';
import { stableId } from './ids.ts';

export type PartyType = 'homeowner' | 'service_provider';

/** The editable fields of a party (PartyBodySchema's output). */
export interface PartyFields {
  partyType: PartyType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  state: string;
  companyName: string | null;
  licenseNumber: string | null;
  hasInsurance: boolean;
  insuranceAmount: string | null;
  hasBonding: boolean;
  bondingAmount: string | null;
  insuranceDetails: string | null;
  businessType: string | null;
  taxId: string | null;
  notes: string | null;
  status: 'active' | 'inactive';
  verified: boolean;
}

/**
 * One row of the parties directory. Parties are deduplicated by `key`
 * (party type + lower-cased e-mail; a unique index).
 *
 * - Learned from contracts (ContractCreated.parties): the row gets a stable id
 *   from its key, remembers every contract that named it (`contractIds`), and
 *   takes its details from the newest of them (`learnedV`) until someone edits
 *   it by hand (`editedByHand`: a hand edit is never overwritten by a contract).
 * - A deleted contract leaves its parties in the directory; it only stops
 *   counting in contractCount.
 * - Deleted by hand: tombstoned (`deletedAt`), not removed, and the contracts
 *   it knew stay in `contractIds`. Replaying old events cannot bring it back
 *   (those contracts are known); a NEW contract naming the same e-mail does.
 */
export interface PartyRow extends PartyFields {
  _id: string;
  key: string;
  source: 'contract' | 'manual';
  contractIds: string[];
  editedByHand: boolean;
  learnedV: string;
  /** The version of the earliest contract that named it: createdAt and createdBy come from that one. */
  firstV: string;
  deletedAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  rev: number;
}

export const partyKey = (partyType: PartyType, email: string) => `${partyType}:${canonicalEmail(email)}`;
/** The id a party learned from contracts gets: the same in every store. */
export const learnedPartyId = (key: string) => stableId(`party:${key}`);

const stateCode = (s: string) => findState(s)?.code ?? s.trim();

/** "Pat Builder" -> Pat / Builder; "Acme" -> Acme / "". */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** A provider name that is a business ("Ace Plumbing LLC"), not a person's. */
const BUSINESS_NAME =
  /\b(llc|l\.l\.c\.|inc\.?|corp\.?|corporation|co\.|company|ltd\.?|lp|llp|pllc|group|services|contractors?|construction|plumbing|electric(al)?|roofing|builders|enterprises|solutions)\b/i;

/**
 * Many providers type their business into the provider name. Then the whole
 * name is the company, and the person's name is left to the directory's editor
 * rather than split into a nonsense "Ace" / "Plumbing LLC".
 */
export function providerNames(
  name: string,
  businessName: string | null,
): { firstName: string; lastName: string; companyName: string | null } {
  const trimmed = name.trim();
  const business = businessName?.trim() || null;
  if (!business && BUSINESS_NAME.test(trimmed)) return { firstName: trimmed, lastName: '', companyName: trimmed };
  return { ...splitName(trimmed), companyName: business };
}

const blank = {
  companyName: null,
  licenseNumber: null,
  hasInsurance: false,
  insuranceAmount: null,
  hasBonding: false,
  bondingAmount: null,
  insuranceDetails: null,
  businessType: null,
  taxId: null,
  notes: null,
  status: 'active' as const,
  verified: false,
};

/**
 * The two parties a contract names, as directory fields. The contract does not
 * give the provider's state; the job's state (the homeowner's) stands in, since
 * that is where the provider works and is licensed for this contract.
 */
export function partiesOfContract(p: ContractParties): PartyFields[] {
  const jobState = stateCode(p.homeowner.state);
  return [
    {
      ...blank,
      partyType: 'homeowner',
      firstName: p.homeowner.firstName.trim(),
      lastName: p.homeowner.lastName.trim(),
      email: canonicalEmail(p.homeowner.email),
      phone: p.homeowner.phone.trim(),
      address: p.homeowner.address.trim(),
      state: jobState,
    },
    {
      ...blank,
      partyType: 'service_provider',
      ...providerNames(p.provider.name, p.provider.businessName),
      email: canonicalEmail(p.provider.email),
      phone: p.provider.phone.trim(),
      address: p.provider.address?.trim() ?? '',
      state: jobState,
      licenseNumber: p.provider.license?.trim() || null,
      hasInsurance: p.provider.hasInsurance,
      insuranceAmount: p.provider.insuranceAmount?.trim() || null,
      hasBonding: p.provider.hasBonding,
      insuranceDetails: p.provider.insuranceDetails?.trim() || null,
    },
  ];
}

/** The editable fields of a row (for copying over). */
export function fieldsOf(f: PartyFields): PartyFields {
  return {
    partyType: f.partyType,
    firstName: f.firstName,
    lastName: f.lastName,
    email: canonicalEmail(f.email),
    phone: f.phone,
    address: f.address,
    state: f.state,
    companyName: f.companyName,
    licenseNumber: f.licenseNumber,
    hasInsurance: f.hasInsurance,
    insuranceAmount: f.insuranceAmount,
    hasBonding: f.hasBonding,
    bondingAmount: f.bondingAmount,
    insuranceDetails: f.insuranceDetails,
    businessType: f.businessType,
    taxId: f.taxId,
    notes: f.notes,
    status: f.status,
    verified: f.verified,
  };
}

export interface LearnInput {
  fields: PartyFields;
  contractId: string;
  /** Orders contracts: `${contract createdAt}|${contractId}`. */
  v: string;
  at: Date;
  createdBy: string;
}

/**
 * Pure: the row after a contract names this party, or null when nothing
 * changes (the contract is already known: a redelivery or a replay).
 */
export function learnParty(row: PartyRow | null, input: LearnInput): PartyRow | null {
  const fields = fieldsOf(input.fields);
  const key = partyKey(fields.partyType, fields.email);
  if (!row) {
    return {
      _id: learnedPartyId(key),
      key,
      ...fields,
      source: 'contract',
      contractIds: [input.contractId],
      editedByHand: false,
      learnedV: input.v,
      firstV: input.v,
      deletedAt: null,
      createdBy: input.createdBy,
      createdAt: input.at,
      updatedAt: input.at,
      rev: 0,
    };
  }
  if (row.contractIds.includes(input.contractId)) return null;
  const next: PartyRow = { ...row, contractIds: [...row.contractIds, input.contractId].sort() };
  // A new contract naming a party deleted by hand brings it back.
  if (row.deletedAt) next.deletedAt = null;
  if (!row.editedByHand && isNewerVersion(input.v, row.learnedV)) {
    Object.assign(next, fields, { key: row.key });
    next.learnedV = input.v;
  }
  // Learned rows date from their earliest contract, whatever order contracts arrive in; hand-made rows keep their own.
  if (row.source === 'contract' && (!row.firstV || input.v < row.firstV)) {
    next.firstV = input.v;
    next.createdAt = input.at;
    next.createdBy = input.createdBy;
  }
  if (input.at > row.updatedAt) next.updatedAt = input.at;
  return next;
}

/** A party created by hand in the development panel. */
export function manualParty(id: string, body: PartyFields, createdBy: string, now: Date): PartyRow {
  const fields = fieldsOf(body);
  return {
    _id: id,
    key: partyKey(fields.partyType, fields.email),
    ...fields,
    source: 'manual',
    contractIds: [],
    editedByHand: true,
    learnedV: '',
    firstV: '',
    deletedAt: null,
    createdBy,
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
}

/** A hand edit (PUT) of a live row, or a hand-made party taking over a tombstone with its key. */
export function editParty(row: PartyRow, body: PartyFields, now: Date, opts: { revive?: boolean } = {}): PartyRow {
  const fields = fieldsOf(body);
  return {
    ...row,
    ...fields,
    key: partyKey(fields.partyType, fields.email),
    editedByHand: true,
    ...(opts.revive ? { deletedAt: null, source: 'manual' as const, createdAt: now } : {}),
    updatedAt: now,
  };
}

export function toParty(row: PartyRow, liveContracts: number): Party {
  return {
    id: row._id,
    ...fieldsOf(row),
    source: row.source,
    contractCount: liveContracts,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
