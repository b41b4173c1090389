import { z } from 'zod';

/**
 * The one event envelope. `data` is validated by the event's own schema on
 * both the producing and the consuming side (see `defineEvent`).
 */
export const EnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  producer: z.string().min(1),
  key: z.string().min(1),
  traceparent: z.string().optional(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = Omit<z.infer<typeof EnvelopeSchema>, 'data'> & { data: T };

export interface EventDefinition<TType extends string, TData> {
  type: TType;
  version: number;
  topic: string;
  schema: z.ZodType<TData>;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  topic: string,
  schema: TSchema,
  version = 1,
): EventDefinition<TType, z.infer<TSchema>> {
  return { type, version, topic, schema: schema as z.ZodType<z.infer<TSchema>> };
}

/**
 * POST /internal/republish (identity, contracts, ai): how many current aggregates were written to the
 * service's outbox as events, and which event type carries them.
 */
export const RepublishAnswerSchema = z.object({
  service: z.string(),
  event: z.string(),
  published: z.number().int().nonnegative(),
});
export type RepublishAnswer = z.infer<typeof RepublishAnswerSchema>;
