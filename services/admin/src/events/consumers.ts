import { idempotent, readEvent, type EventHandler, type Runtime } from '@homepact/kit';
import { AiEvents, ContractEvents, IdentityEvents, Topics } from '@homepact/proto';
import { eventVersion } from '@homepact/kit/read-model-version';
import type { AdminDeps } from '../use-cases/deps.ts';
import { recordAiUsage } from '../use-cases/record-ai-usage.ts';
import { recordContractCreated } from '../use-cases/record-contract-created.ts';
import { recordContractDeleted } from '../use-cases/record-contract-deleted.ts';
import { recordUserFact } from '../use-cases/record-user-fact.ts';

/** One stable consumer group: on a durable bus, a fresh admin store catches up from the start of each topic. */
export const GROUP = 'admin';
export const TOPICS = [Topics.identity, Topics.contracts, Topics.ai];

/**
 * The read models' event handlers, by type. Each effect is itself idempotent
 * and order-independent (versioned rows, sets not counters), and the kit's
 * processed-event record skips a redelivery outright; either alone keeps a
 * redelivered event from changing anything.
 */
export function readModelHandlers(deps: Pick<AdminDeps, 'repos'>): Record<string, EventHandler> {
  return {
    [IdentityEvents.UserRegistered.type]: async (event) => {
      const d = readEvent(IdentityEvents.UserRegistered, event)!.data;
      await recordUserFact(deps, {
        kind: 'registered',
        userId: d.userId,
        v: eventVersion(event.occurredAt, event.id),
        at: new Date(d.createdAt),
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        userType: d.userType,
        role: d.role,
      });
    },
    [IdentityEvents.UserUpdated.type]: async (event) => {
      const d = readEvent(IdentityEvents.UserUpdated, event)!.data;
      await recordUserFact(deps, {
        kind: 'updated',
        userId: d.userId,
        v: eventVersion(event.occurredAt, event.id),
        at: new Date(d.updatedAt),
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        userType: d.userType,
        role: d.role,
      });
    },
    [IdentityEvents.UserRoleChanged.type]: async (event) => {
      const d = readEvent(IdentityEvents.UserRoleChanged, event)!.data;
      await recordUserFact(deps, {
        kind: 'role',
        userId: d.userId,
        v: eventVersion(event.occurredAt, event.id),
        at: new Date(event.occurredAt),
        email: d.email,
        role: d.to,
      });
    },
    [IdentityEvents.UserSnapshot.type]: async (event) => {
      const d = readEvent(IdentityEvents.UserSnapshot, event)!.data;
      // Versioned by the user's own updatedAt, so a snapshot never undoes a change made after it was taken.
      await recordUserFact(deps, {
        kind: 'snapshot',
        userId: d.userId,
        v: eventVersion(d.updatedAt, event.id),
        at: new Date(d.updatedAt),
        createdAt: new Date(d.createdAt),
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        userType: d.userType,
        role: d.role,
      });
    },
    [ContractEvents.ContractCreated.type]: async (event) => {
      await recordContractCreated(deps, readEvent(ContractEvents.ContractCreated, event)!.data);
    },
    // The same facts as ContractCreated (a live contract, its creator, category and parties): the same effect.
    [ContractEvents.ContractSnapshot.type]: async (event) => {
      await recordContractCreated(deps, readEvent(ContractEvents.ContractSnapshot, event)!.data);
    },
    [ContractEvents.ContractDeleted.type]: async (event) => {
      await recordContractDeleted(deps, readEvent(ContractEvents.ContractDeleted, event)!.data);
    },
    [AiEvents.AiRequestCompleted.type]: async (event) => {
      await recordAiUsage(deps, readEvent(AiEvents.AiRequestCompleted, event)!.data);
    },
  };
}

export async function subscribeConsumers(rt: Runtime, deps: Pick<AdminDeps, 'repos'>) {
  const handlers = Object.fromEntries(
    Object.entries(readModelHandlers(deps)).map(([type, handle]) => [type, idempotent(rt.store, GROUP, handle)]),
  );
  await rt.bus.subscribe({
    group: GROUP,
    topics: TOPICS,
    // Other types on these topics (OtpRequested lives elsewhere; ContractUpdated, PartySigned, ...) are skipped without a store write.
    handle: async (event, meta) => handlers[event.type]?.(event, meta),
  });
}
