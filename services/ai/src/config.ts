import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

export const AiConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4003),
  /** Set: OpenAI (or any OpenAI-compatible server). Unset: the built-in deterministic generator. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** An OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 (Azure, vLLM, Ollama, a proxy). */
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Per try; there are at most three tries per request. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(60_000),
  /**
   * AI calls (scope + final contract together) per 24 hours: signed-out
   * callers per client IP and all signed-out callers together, signed-in
   * users each. Beyond them: 429 with Retry-After. Every call may be paid
   * OpenAI usage, so there is no unmetered path.
   */
  AI_ANON_DAILY_PER_IP: z.coerce.number().int().nonnegative().default(30),
  AI_ANON_DAILY_TOTAL: z.coerce.number().int().nonnegative().default(1000),
  AI_USER_DAILY: z.coerce.number().int().nonnegative().default(200),
  /** How long ai_usage_logs keeps a row (prompts and answers name people): then a TTL index removes it. */
  AI_USAGE_LOG_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(365),
});
export type AiConfig = z.infer<typeof AiConfigSchema>;
