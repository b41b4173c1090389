import { deadLetterTopic, Topics } from '@homepact/proto';

/**
 * Topic settings that differ from the broker's defaults, applied when this bus
 * creates a topic (and its `.dlq`). Sign-in codes (encrypted in the event, see
 * OtpRequested) are worthless after 10 minutes: their topic keeps 15 minutes,
 * in 5-minute segments so the retention can act (it deletes whole closed
 * segments only). k8s/base/kafka-topics.yaml applies the same settings to a
 * topic that already exists; tests/deploy checks the two agree.
 */
export const TOPIC_CONFIGS: Record<string, Record<string, string>> = {
  [Topics.identityOtp]: { 'retention.ms': String(15 * 60 * 1000), 'segment.ms': String(5 * 60 * 1000) },
  [deadLetterTopic(Topics.identityOtp)]: { 'retention.ms': String(15 * 60 * 1000), 'segment.ms': String(5 * 60 * 1000) },
};
