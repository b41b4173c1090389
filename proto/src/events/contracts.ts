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

export const ContractCreated = defineEvent('ContractCreated', Topics.contracts, z.object({ ...summary, createdAt: z.string() }));
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
