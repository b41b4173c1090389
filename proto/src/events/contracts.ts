import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { Topics } from '../topics.ts';

const summary = {
  contractId: z.string(),
  createdBy: z.string(),
  serviceType: z.string(),
  status: z.string(),
  workflowStage: z.string(),
  totalAmount: z.string(),
  homeownerEmail: z.string(),
  providerEmail: z.string(),
};

/**
 * Who the contract names, so the admin service's parties directory can learn
 * them from events. Optional: events written before it was added lack it.
 */
export const ContractPartiesSchema = z.object({
  homeowner: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    state: z.string(),
  }),
  provider: z.object({
    name: z.string(),
    businessName: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    address: z.string().nullable(),
    license: z.string().nullable(),
    hasInsurance: z.boolean(),
    hasBonding: z.boolean(),
    insuranceAmount: z.string().nullable(),
    insuranceDetails: z.string().nullable(),
  }),
});
export type ContractParties = z.infer<typeof ContractPartiesSchema>;

export const ContractCreated = defineEvent(
  'ContractCreated',
  Topics.contracts,
  z.object({ ...summary, parties: ContractPartiesSchema.optional(), createdAt: z.string() }),
);
/**
 * A live contract as contracts holds it now (what ContractCreated says, with the parties the contract names
 * today), re-published on request (POST /internal/republish) so read models can be rebuilt without the
 * topic's history. Deleted contracts are not re-published: they are gone from contracts' store.
 */
export const ContractSnapshot = defineEvent(
  'ContractSnapshot',
  Topics.contracts,
  z.object({ ...summary, parties: ContractPartiesSchema, createdAt: z.string() }),
);
export const ContractUpdated = defineEvent(
  'ContractUpdated',
  Topics.contracts,
  z.object({ ...summary, changes: z.array(z.string()), updatedAt: z.string() }),
);
export const ContractDeleted = defineEvent(
  'ContractDeleted',
  Topics.contracts,
  z.object({ contractId: z.string(), createdBy: z.string(), deletedAt: z.string() }),
);
