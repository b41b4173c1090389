import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { Topics } from '../topics.ts';

export const AiRequestCompleted = defineEvent(
  'AiRequestCompleted',
  Topics.ai,
  z.object({
    logId: z.string(),
    userId: z.string().nullable(),
    endpoint: z.string(),
    model: z.string(),
    tokensUsed: z.number().int().nonnegative().nullable(),
    /** Dollars, 6 decimals, as text so no float rounding creeps in. */
    cost: z.string(),
    status: z.enum(['success', 'failed']),
    errorMessage: z.string().nullable(),
    processingTimeMs: z.number().int().nonnegative(),
    createdAt: z.string(),
  }),
);
