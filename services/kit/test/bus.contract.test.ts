import { describe } from 'vitest';
import { InProcessBus } from '../src/bus/in-process.ts';
import { KafkaBus } from '../src/bus/kafka.ts';
import { eventBusContract, kafkaSource, skipLine, testLogger, type TestServer } from '../src/testing/index.ts';
import { afterAll, beforeAll } from 'vitest';
import { FakeKafkaCluster } from './support/fake-kafka.ts';

eventBusContract('in-process', async () => new InProcessBus(testLogger()));

// The Kafka adapter's own logic on every machine, over an in-memory kafkajs stand-in.
const cluster = new FakeKafkaCluster();
eventBusContract('kafka adapter over the in-memory kafkajs stand-in', () =>
  KafkaBus.connect({ brokers: ['fake:9092'], clientId: 'contract', logger: testLogger(), client: cluster.client() }),
);

const kafka = await kafkaSource();
if (!kafka) console.warn(skipLine('Kafka adapter', 'no KAFKA_BROKERS and no Docker engine'));

describe.skipIf(!kafka)(`Kafka broker (${kafka?.from ?? 'unavailable'})`, () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await kafka!.start();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });
  eventBusContract('kafka', () => KafkaBus.connect({ brokers: server!.url.split(','), clientId: 'contract', logger: testLogger() }), {
    timeoutMs: 90_000,
  });
});
