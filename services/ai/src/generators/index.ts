import type { Logger } from '@homepact/kit';
import type { AiConfig } from '../config.ts';
import { createBuiltinAi } from './builtin.ts';
import { createOpenAiAi, type OpenAiOptions } from './openai.ts';
import type { ContractAi } from './types.ts';

export type { ContractAi } from './types.ts';

/** Chooses the adapter: OpenAI when OPENAI_API_KEY is set, else the built-in generator. */
export function createContractAi(
  config: AiConfig,
  deps: { logger: Logger } & Pick<OpenAiOptions, 'fetch' | 'retry' | 'sleep' | 'random' | 'now'>,
): ContractAi {
  if (!config.OPENAI_API_KEY) return createBuiltinAi();
  return createOpenAiAi({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    ...deps,
  });
}
