import { BUILTIN_MODEL, estimateTokens } from '../domain/pricing.ts';
import { writeScope } from '../domain/write-scope.ts';
import { contractPrompt, promptText, scopePrompt } from './prompts.ts';
import type { CallUsage, ContractAi, ContractInput, ContractResult, ScopeInput, ScopeResult } from './types.ts';

/**
 * The embedded default when no OPENAI_API_KEY is set: deterministic, offline
 * and free. The scope is written from the job description by a trade table
 * (domain/write-scope.ts); the contract is the clause library's own text.
 * Token counts are estimates (about four characters per token) of the prompt
 * a model would have been sent and of the answer, so the usage log and the
 * admin's totals stay meaningful; the price is 0.
 */
export function createBuiltinAi(): ContractAi {
  const usage = (prompt: string, response: string): CallUsage => ({
    model: BUILTIN_MODEL,
    promptTokens: estimateTokens(prompt),
    completionTokens: estimateTokens(response),
    estimated: true,
    tries: 1,
    prompt,
    response,
  });
  return {
    model: BUILTIN_MODEL,
    async generateScope(input: ScopeInput): Promise<ScopeResult> {
      const { scope, suggestions } = writeScope(input);
      const prompt = promptText(scopePrompt(input));
      return { scope, suggestions, usage: usage(prompt, JSON.stringify({ scope, suggestions })) };
    },
    async generateContract(input: ContractInput): Promise<ContractResult> {
      const text = input.skeleton.text;
      return { text, usage: usage(promptText(contractPrompt(input)), text) };
    },
  };
}
