import mongoose from 'mongoose';
import { afterAll, beforeAll, describe } from 'vitest';
import { InProcessBus } from '../src/bus/in-process.ts';
import { KafkaBus } from '../src/bus/kafka.ts';
import { createEmbeddedStore } from '../src/store/embedded.ts';
import { createMongoStore, databaseInUrl } from '../src/store/mongo.ts';
import {
  kafkaSource,
  mongoSource,
  outboxContract,
  skipLine,
  tempDir,
  testLogger,
  uniqueSuffix,
  type TestServer,
} from '../src/testing/index.ts';
import { FakeKafkaCluster } from './support/fake-kafka.ts';

describe('outbox on the embedded store', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    data = await tempDir('homepact-outbox-');
  });
  afterAll(async () => {
    await data?.remove();
  });
  // The same DATA_DIR and namespace on every call: a reopened store sees what the closed one wrote.
  const store = () => createEmbeddedStore(data.dir, 'outbox');
  outboxContract('embedded store + in-process bus', store, async () => new InProcessBus(testLogger()));
  const cluster = new FakeKafkaCluster();
  outboxContract('embedded store + kafka adapter (in-memory stand-in)', store, () =>
    KafkaBus.connect({ brokers: ['fake:9092'], clientId: 'outbox-contract', logger: testLogger(), client: cluster.client() }),
  );
});

const mongo = await mongoSource();
if (!mongo) console.warn(skipLine('Outbox on MongoDB', 'no MONGO_URL and no Docker engine'));
describe.skipIf(!mongo)('outbox on MongoDB', () => {
  let server: TestServer | undefined;
  const namespace = `outbox_${uniqueSuffix()}`;
  beforeAll(async () => {
    server = await mongo!.start();
  }, 240_000);
  afterAll(async () => {
    if (!server) return;
    if (!databaseInUrl(server.url)) {
      const conn = await mongoose.createConnection(server.url, { dbName: `homepact_${namespace}` }).asPromise();
      await conn.dropDatabase();
      await conn.close();
    }
    await server.stop();
  });
  outboxContract(
    'mongo store + in-process bus',
    () => createMongoStore(server!.url, namespace),
    async () => new InProcessBus(testLogger()),
    {
      timeoutMs: 60_000,
    },
  );
});

const kafka = await kafkaSource();
if (!kafka) console.warn(skipLine('Outbox over Kafka', 'no KAFKA_BROKERS and no Docker engine'));
describe.skipIf(!kafka)('outbox over a Kafka broker', () => {
  let server: TestServer | undefined;
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    data = await tempDir('homepact-outbox-kafka-');
    server = await kafka!.start();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });
  outboxContract(
    'embedded store + kafka',
    () => createEmbeddedStore(data.dir, 'outbox'),
    () => KafkaBus.connect({ brokers: server!.url.split(','), clientId: 'outbox-contract', logger: testLogger() }),
    { timeoutMs: 90_000 },
  );
});
