/** One row of a contract's history (contract_activity). */
export type ActivityAction =
  | 'created'
  | 'content_updated'
  | 'updated'
  | 'deleted'
  | 'sent_for_signature'
  | 'invites_requested'
  | 'invites_sent'
  | 'invites_failed'
  | 'signed'
  | 'fully_signed'
  | 'executed'
  | 'esign_withdrawn'
  | 'reminder_sent'
  | 'signing_expired'
  | 'withdrawn'
  | 'deadline_changed'
  | 'cancelled'
  | 'cancellation_window_closed'
  | 'change_order_created'
  | 'change_order_signed'
  | 'annotation_added'
  | 'annotation_updated'
  | 'annotation_deleted';

export interface ActivityDoc {
  _id: string;
  contractId: string;
  userId: string;
  action: ActivityAction;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

const DESCRIPTIONS: Record<ActivityAction, string> = {
  created: 'Contract created',
  content_updated: 'Contract text edited',
  updated: 'Draft contract saved again with changed answers',
  deleted: 'Draft contract deleted',
  sent_for_signature: 'Contract sent for signature',
  invites_requested: 'Signing invitations resent',
  invites_sent: 'Signing invitations e-mailed',
  invites_failed: 'Signing invitations could not be e-mailed',
  signed: 'Contract signed',
  fully_signed: 'Signed by both parties',
  executed: 'Contract fully executed',
  esign_withdrawn: 'A party withdrew consent to sign electronically and asked for paper',
  reminder_sent: 'Signing reminder e-mailed',
  signing_expired: 'The signing deadline passed before both parties signed',
  withdrawn: 'Contract withdrawn by its sender',
  deadline_changed: 'Signing deadline changed',
  cancelled: 'The homeowner cancelled the contract',
  cancellation_window_closed: 'The cancellation window closed: the contract is in force',
  change_order_created: 'Change order proposed',
  change_order_signed: 'Change order signed by both parties',
  annotation_added: 'Annotation added',
  annotation_updated: 'Annotation updated',
  annotation_deleted: 'Annotation deleted',
};

/** Rows that describe the contract's own life (the certificate's timeline); annotations are conversation, not evidence. */
export const isEvidenceAction = (action: string) => !action.startsWith('annotation_');

/** Who did it when no user did: a consumed event. */
export const SYSTEM_USER = 'system';

export interface NewActivity {
  id: string;
  contractId: string;
  userId: string;
  action: ActivityAction;
  /** Overrides the action's standard wording (e.g. to name who signed). */
  description?: string;
  metadata?: Record<string, unknown>;
  now: Date;
}

export function newActivity(input: NewActivity): ActivityDoc {
  return {
    _id: input.id,
    contractId: input.contractId,
    userId: input.userId,
    action: input.action,
    description: input.description ?? DESCRIPTIONS[input.action],
    metadata: input.metadata ?? {},
    createdAt: input.now,
  };
}
