/** One row of a contract's history (contract_activity). */
export type ActivityAction = 'created' | 'content_updated' | 'deleted';

export interface ActivityDoc {
  _id: string;
  contractId: string;
  userId: string;
  action: ActivityAction;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  [k: string]: unknown;
}

const DESCRIPTIONS: Record<ActivityAction, string> = {
  created: 'Contract created',
  content_updated: 'Contract text edited',
  deleted: 'Draft contract deleted',
};

export function newActivity(input: {
  id: string;
  contractId: string;
  userId: string;
  action: ActivityAction;
  metadata?: Record<string, unknown>;
  now: Date;
}): ActivityDoc {
  return {
    _id: input.id,
    contractId: input.contractId,
    userId: input.userId,
    action: input.action,
    description: DESCRIPTIONS[input.action],
    metadata: input.metadata ?? {},
    createdAt: input.now,
  };
}
