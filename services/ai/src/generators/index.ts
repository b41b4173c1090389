import type { Logger } from '@homepact/kit';
import type { AiConfig } from '../config.ts';
import { createBuiltinAi } from './builtin.ts';
import type { OpenAiOptions } from './openai.ts';
import type { ContractAi } from './types.ts';

export type { ContractAi } from './types.ts';

/**
 * Chooses the adapter: OpenAI when OPENAI_API_KEY is set, else the built-in
 * generator. The `openai` client (some 6 MB of heap) is loaded only then.
 */
export async function createContractAi(
  config: AiConfig,
  deps: { logger: Logger } & Pick<OpenAiOptions, 'fetch' | 'retry' | 'sleep' | 'random' | 'now'>,
): Promise<ContractAi> {
  if (!config.OPENAI_API_KEY) return createBuiltinAi();
  const { createOpenAiAi } = await import('./openai.ts');
  return createOpenAiAi({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    ...deps,
  });
}
