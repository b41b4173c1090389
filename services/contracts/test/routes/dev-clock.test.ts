import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@homepact/kit';
import { ContractsConfigSchema } from '../../src/config.ts';
import { buildContracts } from '../../src/app.ts';
import { startServiceHarness, type ServiceHarness } from '@homepact/kit/testing';
import { create, owner, SECRET, sendForSignature, startContracts, type Harness } from '../harness.ts';

let h: Harness | undefined;
let dev: ServiceHarness | undefined;
afterEach(async () => {
  await h?.close();
  await dev?.close();
  h = dev = undefined;
});

describe('the development clock', () => {
  it('production refuses it', () => {
    expect(() =>
      parseConfig(ContractsConfigSchema, {
        NODE_ENV: 'production',
        DEV_CLOCK: 'on',
        INTERNAL_JWT_SECRET: SECRET,
        ALLOW_EMBEDDED: 'MONGO_URL,KAFKA_BROKERS',
      }),
    ).toThrow(/DEV_CLOCK/);
    expect(parseConfig(ContractsConfigSchema, { NODE_ENV: 'development', DEV_CLOCK: 'on', INTERNAL_JWT_SECRET: SECRET }).DEV_CLOCK).toBe(
      'on',
    );
  });

  it('is absent unless turned on', async () => {
    h = await startContracts();
    expect((await h.request({ method: 'GET', url: '/api/dev/clock' })).status).toBe(404);
    expect((await h.request({ method: 'POST', url: '/api/dev/clock', body: { advanceBy: '1d' } })).status).toBe(404);
  });

  it('moves the clock forward, runs what fell due (the scheduler ticks on advance) and keeps its place across a restart', async () => {
    const build = (dataDir?: string) =>
      startServiceHarness({
        name: 'contracts',
        secret: SECRET,
        signInternalPaths: false,
        drainAfterRequest: false,
        recordTopics: ['homepact.contracts'],
        outboxCollections: ['contracts'],
        ...(dataDir ? { dataDir } : {}),
        build: (rt, dir) =>
          buildContracts(
            rt,
            parseConfig(ContractsConfigSchema, {
              INTERNAL_JWT_SECRET: SECRET,
              DATA_DIR: dir,
              LOG_LEVEL: 'silent',
              DEV_CLOCK: 'on',
              // The interval is long: only the advance itself can have run the reminder.
              SCHEDULER_INTERVAL_MS: '3600000',
            }),
          ),
      });
    dev = await build();
    const before = await dev.request({ method: 'GET', url: '/api/dev/clock' });
    expect(before.status).toBe(200);
    expect(before.body.offsetMs).toBe(0);
    const { id } = await create(dev as unknown as Harness, owner);
    await sendForSignature(dev as unknown as Harness, id);
    const moved = await dev.request({ method: 'POST', url: '/api/dev/clock', body: { advanceBy: '3d' } });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetMs).toBe(3 * 86_400_000);
    expect(new Date(moved.body.now).getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    await dev.settle();
    expect(dev.events.filter((e) => e.type === 'ReminderSent')).toHaveLength(1);
    for (const bad of [{}, { advanceBy: '-1d' }, { advanceBy: '3w' }, { advanceBy: 3 }, { advanceBy: '1d', x: 1 }])
      expect((await dev.request({ method: 'POST', url: '/api/dev/clock', body: bad })).status).toBe(400);
    const dataDir = dev.dataDir;
    await dev.close({ keepData: true });
    dev = await build(dataDir);
    expect((await dev.request({ method: 'GET', url: '/api/dev/clock' })).body.offsetMs).toBe(3 * 86_400_000);
  });
});
