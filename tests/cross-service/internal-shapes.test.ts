import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type Runtime, type Service } from '@homepact/kit';
import { internalRouteSchemas } from '@homepact/kit/http';
import { startServiceHarness, type ServiceHarness } from '@homepact/kit/testing';
import {
  ContractsInternal,
  DocumentsInternal,
  IdentityInternal,
  NotificationsInternal,
  RepublishRoute,
  type InternalRoute,
} from '@homepact/proto';
import { internalAsks as adminAsks } from '@homepact/admin';
import { AiConfigSchema, buildAi } from '@homepact/ai';
import { buildContracts, ContractsConfigSchema, internalAsks as contractsAsks } from '@homepact/contracts';
import { buildDocuments, DocumentsConfigSchema, internalAsks as documentsAsks } from '@homepact/documents';
import { internalAsks as gatewayAsks } from '@homepact/gateway';
import { buildIdentity, IdentityConfigSchema, internalAsks as identityAsks } from '@homepact/identity';
import { buildNotifications, internalAsks as notificationsAsks, NotificationsConfigSchema } from '@homepact/notifications';

/**
 * Every /internal request and answer is declared once, in proto/src/internal/: the serving service registers
 * those schemas and the calling service parses with them. Compared here by reference (toBe), on the schemas
 * each real service registered (the kit records them as routes are added) and the routes each caller asks.
 */
const SECRET = randomBytes(32).toString('hex');
const env = (dataDir: string) => ({
  INTERNAL_JWT_SECRET: SECRET,
  OTP_SECRET: randomBytes(32).toString('hex'),
  OTP_EVENT_KEY: randomBytes(32).toString('hex'),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  // Nothing is asked of the others here: each service is only built, to read the routes it registered.
  ...Object.fromEntries(
    ['IDENTITY_URL', 'CONTRACTS_URL', 'AI_URL', 'DOCUMENTS_URL', 'NOTIFICATIONS_URL'].map((v) => [v, 'http://127.0.0.1:9']),
  ),
});

const builders: Record<string, (rt: Runtime, dataDir: string) => Promise<Service>> = {
  identity: (rt, dir) => buildIdentity(rt, parseConfig(IdentityConfigSchema, env(dir))),
  contracts: (rt, dir) => buildContracts(rt, parseConfig(ContractsConfigSchema, env(dir))),
  ai: (rt, dir) => buildAi(rt, parseConfig(AiConfigSchema, env(dir))),
  documents: (rt, dir) => buildDocuments(rt, parseConfig(DocumentsConfigSchema, env(dir))),
  notifications: (rt, dir) => buildNotifications(rt, parseConfig(NotificationsConfigSchema, env(dir))),
};

const declared: InternalRoute[] = [
  ...Object.values(ContractsInternal),
  ...Object.values(DocumentsInternal),
  ...Object.values(IdentityInternal),
  ...Object.values(NotificationsInternal),
  RepublishRoute,
];
const keyOf = (r: InternalRoute) => `${r.method} ${r.path}`;

const callers: Array<[string, InternalRoute[]]> = [
  ['admin', adminAsks],
  ['contracts', contractsAsks],
  ['documents', documentsAsks],
  ['gateway', gatewayAsks],
  ['identity', identityAsks],
  ['notifications', notificationsAsks],
];

const harnesses: ServiceHarness[] = [];
/** Each service's registered /internal routes: `METHOD /path` to the schema it was registered with. */
const served = new Map<string, ReadonlyMap<string, { response?: unknown; body?: unknown; params?: unknown }>>();

beforeAll(async () => {
  for (const [name, build] of Object.entries(builders)) {
    const h = await startServiceHarness({ name, secret: SECRET, build });
    harnesses.push(h);
    served.set(name, internalRouteSchemas(h.service.app));
  }
}, 120_000);
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

/** The services that serve `route`, with the schema each registered it with. */
const servers = (route: InternalRoute) =>
  [...served].flatMap(([service, routes]) => {
    const schema = routes.get(keyOf(route));
    return schema ? [{ service, schema }] : [];
  });

describe('/internal shapes are declared once', () => {
  it('each service registers its /internal routes (the recording sees them)', () => {
    expect([...served.get('contracts')!.keys()]).toContain('POST /internal/contracts/:id/authorize');
    expect([...served.get('documents')!.keys()]).toContain('GET /internal/documents/:documentId');
    expect(
      servers(RepublishRoute)
        .map((s) => s.service)
        .sort(),
    ).toEqual(['ai', 'contracts', 'identity']);
  });

  it.each(Object.keys(builders))('every /internal route %s registers is a declared route, with its very schemas', (service) => {
    const routes = served.get(service)!;
    for (const [key, schema] of routes) {
      const route = declared.find((r) => keyOf(r) === key);
      expect(route, `${service} serves ${key}, which proto/src/internal/ does not declare`).toBeDefined();
      expect((schema.response as Record<number, unknown>)[200], `${service} ${key}: answer`).toBe(route!.answer);
      expect(schema.body, `${service} ${key}: body`).toBe(route!.body);
      expect(schema.params, `${service} ${key}: params`).toBe(route!.params);
    }
  });

  it('every declared route is served by some service', () => {
    expect(declared.filter((r) => servers(r).length === 0).map(keyOf)).toEqual([]);
  });

  it.each(callers)('%s parses each answer with the schema the serving service answers with', (_caller, asks) => {
    expect(asks.length).toBeGreaterThan(0);
    for (const route of asks) {
      const found = servers(route);
      expect(found.length, `nobody serves ${keyOf(route)}`).toBeGreaterThan(0);
      for (const { service, schema } of found) {
        expect((schema.response as Record<number, unknown>)[200], `${service} ${keyOf(route)}: answer`).toBe(route.answer);
        expect(schema.body, `${service} ${keyOf(route)}: body`).toBe(route.body);
      }
    }
  });
});
