import { z } from 'zod';
import { parseConfig } from '@homepact/kit';
import { requestRepublish } from './use-cases/request-republish.ts';

/** The one-shot job's configuration (the chart's republish Job; `node dist/server.js republish`). */
export const RepublishJobConfigSchema = z.object({
  INTERNAL_JWT_SECRET: z.string().min(32).describe('The services’ shared internal signing secret (a secret).'),
  REPUBLISH_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url()).min(1))
    .describe('Comma-separated base URLs of the services to ask: identity, contracts and ai.'),
  REPUBLISH_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600).describe('How long one service may take to answer.'),
});

/**
 * Runs the rebuild request once and prints one JSON line per service. Exit status 0 only when every
 * service answered; the events then flow to the read models through the bus.
 */
export async function runRepublishJob(env: Record<string, string | undefined>): Promise<number> {
  const config = parseConfig(RepublishJobConfigSchema, env);
  const outcomes = await requestRepublish({
    urls: config.REPUBLISH_URLS,
    secret: config.INTERNAL_JWT_SECRET,
    timeoutMs: config.REPUBLISH_TIMEOUT_SECONDS * 1000,
  });
  for (const o of outcomes) process.stdout.write(JSON.stringify(o) + '\n');
  return outcomes.every((o) => o.ok) ? 0 : 1;
}
