import { AppError, type Logger } from '@homepact/kit';
import { AiCallError, type CallUsage } from '../generators/types.ts';
import type { RecordUsage } from './record-usage.ts';

export interface LoggedDeps {
  record: RecordUsage;
  logger: Logger;
  /** Monotonic milliseconds, for processingTimeMs. */
  clock: () => number;
}

export interface LoggedCall {
  endpoint: string;
  userId: string | null;
  /** The model to log when the call failed before any answer named one. */
  model: string;
  metadata: Record<string, unknown>;
  /** What the client is told when generation fails (502, code ai_failed). */
  failureMessage: string;
}

/**
 * Runs one AI request and logs it either way: a success row with its usage,
 * or a failed row with the error, and then a 502 `ai_failed` with a message
 * the screen can show. The provider's error text goes to the log, never to
 * the client.
 */
export async function runLogged<T>(
  deps: LoggedDeps,
  call: LoggedCall,
  fn: () => Promise<{ value: T; usage: CallUsage; metadata?: Record<string, unknown> }>,
): Promise<T> {
  const started = deps.clock();
  const elapsed = () => deps.clock() - started;
  let outcome: Awaited<ReturnType<typeof fn>>;
  try {
    outcome = await fn();
  } catch (e) {
    const usage: CallUsage =
      e instanceof AiCallError
        ? e.usage
        : { model: call.model, promptTokens: 0, completionTokens: 0, estimated: false, tries: 1, prompt: '', response: '' };
    const errorMessage = e instanceof Error ? e.message : String(e);
    deps.logger.error({ err: e, endpoint: call.endpoint, model: usage.model, tries: usage.tries }, 'AI request failed');
    try {
      await deps.record({
        userId: call.userId,
        endpoint: call.endpoint,
        usage,
        status: 'failed',
        errorMessage,
        processingTimeMs: elapsed(),
        metadata: { ...call.metadata, ...(e instanceof AiCallError ? { errorKind: e.kind } : { errorKind: 'internal' }) },
      });
    } catch (logError) {
      deps.logger.error({ err: logError, endpoint: call.endpoint }, 'could not write the AI usage log');
    }
    throw new AppError('ai_failed', 502, call.failureMessage, { cause: e });
  }
  try {
    await deps.record({
      userId: call.userId,
      endpoint: call.endpoint,
      usage: outcome.usage,
      status: 'success',
      errorMessage: null,
      processingTimeMs: elapsed(),
      metadata: { ...call.metadata, ...outcome.metadata },
    });
  } catch (logError) {
    // The user's result is not thrown away because the audit row could not be written.
    deps.logger.error({ err: logError, endpoint: call.endpoint }, 'could not write the AI usage log');
  }
  return outcome.value;
}
