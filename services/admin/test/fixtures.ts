import { randomUUID } from 'node:crypto';
import { AiEvents, ContractEvents, IdentityEvents, type Envelope, type EventDefinition } from '@homepact/proto';

/** An envelope as its producer would publish it, stamped at a chosen time. */
export function envelope<T>(def: EventDefinition<string, T>, key: string, data: T, occurredAt: string, producer = 'test'): Envelope<T> {
  return { id: randomUUID(), type: def.type, version: def.version, occurredAt, producer, key, data: def.schema.parse(data) };
}

export const U1 = 'a1111111-1111-4111-8111-111111111111';
export const U2 = 'a2222222-2222-4222-8222-222222222222';
export const C1 = 'c1111111-1111-4111-8111-111111111111';
export const C2 = 'c2222222-2222-4222-8222-222222222222';
export const C3 = 'c3333333-3333-4333-8333-333333333333';

const t = (minute: number) => new Date(Date.UTC(2025, 0, 5, 12, minute)).toISOString();

export function homeowner(over: Record<string, unknown> = {}) {
  return {
    firstName: 'Hana',
    lastName: 'Owens',
    email: 'hana.owens@example.com',
    phone: '(555) 010-2030',
    address: '12 Elm Street, Austin',
    state: 'TX',
    ...over,
  };
}
export function provider(over: Record<string, unknown> = {}) {
  return {
    name: 'Pat Builder',
    businessName: 'Pat Builds LLC',
    email: 'pat@builders.example',
    phone: '555-010-4050',
    address: null,
    license: 'TX-4411',
    hasInsurance: true,
    hasBonding: false,
    insuranceAmount: '1000000',
    insuranceDetails: null,
    ...over,
  };
}

export function contractCreated(contractId: string, createdBy: string, serviceType: string, minute: number, parties?: unknown) {
  return envelope(
    ContractEvents.ContractCreated,
    contractId,
    {
      contractId,
      createdBy,
      serviceType,
      status: 'draft',
      workflowStage: 'created',
      totalAmount: '1500.00',
      homeownerEmail: 'hana.owens@example.com',
      providerEmail: 'pat@builders.example',
      ...(parties ? { parties: parties as never } : {}),
      createdAt: t(minute),
    },
    t(minute),
    'contracts',
  );
}

export function aiUsage(logId: string, minute: number, over: Record<string, unknown> = {}) {
  return envelope(
    AiEvents.AiRequestCompleted,
    logId,
    {
      logId,
      userId: U1,
      endpoint: '/api/generate-scope',
      model: 'gpt-4',
      tokensUsed: 1500,
      cost: '0.001234',
      status: 'success' as const,
      errorMessage: null,
      processingTimeMs: 840,
      createdAt: t(minute),
      ...over,
    },
    t(minute),
    'ai',
  );
}

/**
 * A history every read model has a part in: two users (one promoted and
 * demoted again), three contracts (one deleted) naming shared parties, and
 * three AI requests (one failed).
 */
export function history(): Envelope[] {
  const user = (userId: string, email: string, minute: number) => ({
    userId,
    email,
    firstName: null,
    lastName: null,
    userType: 'homeowner' as const,
    role: 'user' as const,
    createdAt: t(minute),
  });
  return [
    envelope(IdentityEvents.UserRegistered, U1, { ...user(U1, 'ann@example.com', 1), role: 'admin' }, t(1), 'identity'),
    envelope(IdentityEvents.UserRegistered, U2, user(U2, 'bob@example.com', 2), t(2), 'identity'),
    envelope(
      IdentityEvents.UserUpdated,
      U2,
      { userId: U2, email: 'bob@example.com', firstName: 'Bob', lastName: 'Baker', userType: 'landlord', role: 'user', updatedAt: t(3) },
      t(3),
      'identity',
    ),
    envelope(IdentityEvents.UserRoleChanged, U2, { userId: U2, email: 'bob@example.com', from: 'user', to: 'admin' }, t(4), 'identity'),
    envelope(IdentityEvents.UserRoleChanged, U2, { userId: U2, email: 'bob@example.com', from: 'admin', to: 'user' }, t(5), 'identity'),
    contractCreated(C1, U1, 'Kitchen Remodeling', 10, { homeowner: homeowner(), provider: provider() }),
    // The same homeowner, e-mail in another case; a second provider.
    contractCreated(C2, U1, 'Roofing', 11, {
      homeowner: homeowner({ email: 'Hana.Owens@Example.com', phone: '555-999-0000' }),
      provider: provider({
        name: 'Rita Roofer',
        businessName: null,
        email: 'rita@roofs.example',
        license: null,
        hasInsurance: false,
        insuranceAmount: null,
      }),
    }),
    contractCreated(C3, U2, 'Kitchen Remodeling', 12, {
      homeowner: homeowner({ firstName: 'Bob', lastName: 'Baker', email: 'bob@example.com', state: 'california' }),
      provider: provider(),
    }),
    envelope(ContractEvents.ContractDeleted, C2, { contractId: C2, createdBy: U1, deletedAt: t(13) }, t(13), 'contracts'),
    aiUsage('a1111111-0000-4000-8000-000000000001', 20),
    aiUsage('a2222222-0000-4000-8000-000000000002', 21, {
      status: 'failed',
      tokensUsed: null,
      cost: '0.000000',
      errorMessage: 'Rate limited',
    }),
    aiUsage('a3333333-0000-4000-8000-000000000003', 22, {
      userId: null,
      tokensUsed: 10,
      cost: '1.500000',
      endpoint: '/api/generate-final-contract',
    }),
  ];
}
