import type { KafkaConfig } from 'kafkajs';
import type { Logger } from '../logger.ts';
import { InProcessBus } from './in-process.ts';
import type { EventBus } from './types.ts';

export * from './types.ts';
export { InProcessBus } from './in-process.ts';
export { TOPIC_CONFIGS } from './topic-configs.ts';
export type { DeadLetter } from './deliver.ts';

/** Kafka when KAFKA_BROKERS is set (with `kafka`: TLS and SASL, see kafkaClientConfig), otherwise the in-process bus. */
export async function createBus(opts: {
  kafkaBrokers?: string;
  clientId: string;
  logger: Logger;
  kafka?: Pick<KafkaConfig, 'ssl' | 'sasl'>;
}): Promise<EventBus> {
  if (opts.kafkaBrokers) {
    const { KafkaBus } = await import('./kafka.ts');
    return KafkaBus.connect({
      brokers: opts.kafkaBrokers
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      clientId: opts.clientId,
      logger: opts.logger,
      ...(opts.kafka ? { config: opts.kafka } : {}),
    });
  }
  return new InProcessBus(opts.logger);
}
