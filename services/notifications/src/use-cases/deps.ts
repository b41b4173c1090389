import type { RetryPolicy } from '@homepact/kit/backoff';
import type { Envelope, EventDefinition } from '@homepact/proto';
import type { ContractsClient } from '../clients/contracts.ts';
import type { DocumentsClient } from '../clients/documents.ts';
import type { SendDeps } from './send-logged-email.ts';

/** What the signing use cases need besides the mail port. */
export interface SigningDeps extends SendDeps {
  documents: DocumentsClient;
  contracts: ContractsClient;
  /**
   * How an invitation is tried when it must be answered soon (documents
   * waits about 8 s for InvitesSent / InvitesFailed): transient SMTP failures
   * and an unavailable documents service are retried on it.
   */
  inviteRetry: RetryPolicy;
  /** The web app's address (PUBLIC_URL), for links to the dashboard in status updates. */
  publicUrl: string;
}

/** A received event, narrowed by readEvent. */
export type EventOf<D> = D extends EventDefinition<string, infer T> ? Envelope<T> : never;
