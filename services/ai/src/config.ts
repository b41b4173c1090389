import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

export const AiConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4003).describe('The HTTP port.'),
  /** Set: OpenAI (or any OpenAI-compatible server). Unset: the built-in deterministic generator. */
  OPENAI_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('OpenAI (or compatible) API key (a secret). Unset: the built-in deterministic generator.'),
  /** An OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 (Azure, vLLM, Ollama, a proxy). */
  OPENAI_BASE_URL: z.string().url().optional().describe("An OpenAI-compatible endpoint. Unset: OpenAI's."),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('The model name.'),
  /** Per try; there are at most three tries per request. */
  OPENAI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(600_000)
    .default(60_000)
    .describe('The timeout of one try of a model call (at most three tries per request).'),
  /**
   * AI calls (scope + final contract together) per 24 hours: signed-out
   * callers per client IP and all signed-out callers together, signed-in
   * users each. Beyond them: 429 with Retry-After. Every call may be paid
   * OpenAI usage, so there is no unmetered path.
   */
  AI_ANON_DAILY_PER_IP: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(30)
    .describe('AI calls per 24 hours per client IP, signed out (scope and contract together).'),
  AI_ANON_DAILY_TOTAL: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(1000)
    .describe('AI calls per 24 hours by all signed-out callers together.'),
  AI_USER_DAILY: z.coerce.number().int().nonnegative().default(200).describe('AI calls per 24 hours per signed-in user.'),
  /** How long ai_usage_logs keeps a row (prompts and answers name people): then a TTL index removes it. */
  AI_USAGE_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(3650)
    .default(365)
    .describe('How long an `ai_usage_logs` row is kept (then a TTL index removes it).'),
});
export type AiConfig = z.infer<typeof AiConfigSchema>;
