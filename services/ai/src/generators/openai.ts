import OpenAI from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Logger } from '@homepact/kit';
import { estimateTokens } from '../domain/pricing.ts';
import { removeMetaLines } from '../domain/scope-text.ts';
import { checkAgainstSkeleton, stripFence } from '../domain/skeleton.ts';
import { contractPrompt, promptText, SCOPE_JSON_SCHEMA, scopePrompt, type Prompt } from './prompts.ts';
import { DEFAULT_RETRY, describeError, RetriesExhausted, withRetry, type ModelRetryPolicy } from './retry.ts';
import {
  AiCallError,
  type CallUsage,
  type ContractAi,
  type ContractInput,
  type ContractResult,
  type ScopeInput,
  type ScopeResult,
} from './types.ts';

export interface OpenAiOptions {
  apiKey: string;
  /** An OpenAI-compatible endpoint; default OpenAI's own. */
  baseURL?: string;
  model: string;
  /** Per try. */
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
  retry?: Partial<ModelRetryPolicy>;
  /** Injectable for tests: the wait between tries, the jitter source and the clock. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const MAX_SCOPE_CHARS = 50_000;
const MAX_SUGGESTIONS = 8;

/** The structured scope answer. A malformed answer is a failure, never passed on. */
const ScopeAnswerSchema = z.object({
  scope: z.string().trim().min(20, 'scope is empty or too short').max(MAX_SCOPE_CHARS, 'scope is too long'),
  suggestions: z
    .array(z.string().trim().max(1000, 'a suggestion is too long'))
    .transform((list) => list.filter((s) => s.length > 0).slice(0, MAX_SUGGESTIONS)),
});

/**
 * The production adapter: the `openai` client against OpenAI or any server
 * that speaks its chat-completions protocol (OPENAI_BASE_URL). The client's
 * own retries are off; `withRetry` owns them so each try is counted.
 */
export function createOpenAiAi(opts: OpenAiOptions): ContractAi {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL ?? OPENAI_DEFAULT_BASE_URL,
    timeout: opts.timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const policy: ModelRetryPolicy = { ...DEFAULT_RETRY, ...opts.retry };
  const retryDeps = {
    ...(opts.sleep ? { sleep: opts.sleep } : {}),
    random: opts.random ?? Math.random,
    now: opts.now ?? Date.now,
    onRetry: ({ failedTry, delayMs, error }: { failedTry: number; delayMs: number; error: unknown }) =>
      opts.logger.warn({ failedTry, delayMs, reason: describeError(error) }, 'AI call failed; retrying'),
  };

  const messages = (p: Prompt) => [
    { role: 'system' as const, content: p.system },
    { role: 'user' as const, content: p.user },
  ];

  /** Calls the model with retries; an exhausted or non-retryable failure becomes an AiCallError. */
  async function call(
    prompt: string,
    body: Parameters<typeof client.chat.completions.create>[0],
  ): Promise<{ completion: ChatCompletion; tries: number }> {
    try {
      const { value, tries } = await withRetry(policy, retryDeps, () => client.chat.completions.create({ ...body, stream: false }));
      return { completion: value, tries };
    } catch (e) {
      const tries = e instanceof RetriesExhausted ? e.tries : 1;
      const cause = e instanceof RetriesExhausted ? e.lastError : e;
      throw new AiCallError(`${describeError(cause)} (after ${tries} ${tries === 1 ? 'try' : 'tries'})`, {
        kind: 'upstream',
        cause,
        usage: { model: opts.model, promptTokens: 0, completionTokens: 0, estimated: false, tries, prompt, response: '' },
      });
    }
  }

  function usageOf(completion: ChatCompletion, tries: number, prompt: string, response: string): CallUsage {
    const u = completion.usage;
    const counted = u && Number.isFinite(u.prompt_tokens) && Number.isFinite(u.completion_tokens);
    return {
      model: completion.model || opts.model,
      promptTokens: counted ? u.prompt_tokens : estimateTokens(prompt),
      completionTokens: counted ? u.completion_tokens : estimateTokens(response),
      estimated: !counted,
      tries,
      prompt,
      response,
      ...(completion.id ? { responseId: completion.id } : {}),
    };
  }

  return {
    model: opts.model,

    async generateScope(input: ScopeInput): Promise<ScopeResult> {
      const p = scopePrompt(input);
      const prompt = promptText(p);
      const { completion, tries } = await call(prompt, {
        model: opts.model,
        messages: messages(p),
        response_format: { type: 'json_schema', json_schema: { name: 'scope_of_work', strict: true, schema: SCOPE_JSON_SCHEMA } },
      });
      const choice = completion.choices?.[0];
      const content = choice?.message?.content ?? '';
      const usage = usageOf(completion, tries, prompt, content);
      const bad = (reason: string) => new AiCallError(`The model's answer was unusable: ${reason}`, { kind: 'bad_answer', usage });
      if (choice?.message?.refusal) throw bad(`it refused (${choice.message.refusal})`);
      if (choice?.finish_reason === 'length') throw bad('it was cut off at the token limit');
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw bad('it was not JSON');
      }
      const parsed = ScopeAnswerSchema.safeParse(json);
      if (!parsed.success) throw bad(parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; '));
      // Notes about the document and quotes of the request are not contract text: they are taken out, and an answer of nothing else is refused.
      const clean = removeMetaLines(parsed.data.scope, input.contractDetails);
      if (clean.removed.length > 0) {
        if (clean.scope.length < 20 || !/\n/.test(clean.scope)) throw bad('it held only notes about the document, not a scope of work');
        opts.logger.warn({ removedLines: clean.removed.length, model: usage.model }, 'AI scope had notes about the document; removed them');
      }
      return { scope: clean.scope, suggestions: parsed.data.suggestions, usage };
    },

    async generateContract(input: ContractInput): Promise<ContractResult> {
      const p = contractPrompt(input);
      const prompt = promptText(p);
      const { completion, tries } = await call(prompt, { model: opts.model, messages: messages(p) });
      const choice = completion.choices?.[0];
      const content = choice?.message?.content ?? '';
      const usage = usageOf(completion, tries, prompt, content);
      const text = stripFence(content);

      // The model may only reword the scope: anything less than the whole skeleton is not used.
      let reason: string | undefined;
      if (choice?.message?.refusal) reason = `the model refused (${choice.message.refusal})`;
      else if (choice?.finish_reason === 'length') reason = 'the answer was cut off at the token limit';
      else if (!text) reason = 'the answer was empty';
      else {
        const check = checkAgainstSkeleton(text, input.skeleton);
        if (!check.ok) {
          const shown = check.missing.slice(0, 5).join('; ');
          reason = `the answer lost ${check.missing.length} required part(s) of the contract: ${shown}${check.missing.length > 5 ? '; …' : ''}`;
        }
      }
      if (reason) {
        opts.logger.warn({ reason, model: usage.model }, 'AI contract rejected; using the clause library text');
        return { text: input.skeleton.text, usage, fallbackReason: reason };
      }
      return { text, usage };
    },
  };
}
