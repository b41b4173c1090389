import { randomUUID } from 'node:crypto';
import { makeEvent, metricsFor, routed } from '@homepact/kit';
import { AiEvents } from '@homepact/proto';
import { truncate, usageFigures } from '../domain/usage-log.ts';
import type { CallUsage } from '../generators/types.ts';
import type { AiRepositories } from '../store/repositories.ts';
import type { AiUsageLogDoc } from '../store/usage-logs-repository.ts';

export interface UsageRecord {
  userId: string | null;
  endpoint: string;
  usage: CallUsage;
  status: 'success' | 'failed';
  errorMessage: string | null;
  processingTimeMs: number;
  metadata: Record<string, unknown>;
}

export type RecordUsage = (record: UsageRecord) => Promise<AiUsageLogDoc>;

/**
 * Writes one ai_usage_logs row and, in the same single-document write, the
 * AiRequestCompleted event it announces (the outbox rides on the row; the
 * relay publishes it). `kickRelay` wakes the relay so the event goes out now, not at its next tick.
 * `retentionMs`: how long the row is kept (AI_USAGE_LOG_RETENTION_DAYS; a year unless given).
 */
export function recordUsage(deps: { repos: AiRepositories; now: () => Date; kickRelay: () => void; retentionMs?: number }): RecordUsage {
  return async (r) => {
    const id = randomUUID();
    const createdAt = deps.now();
    const { tokens, tokensUsed, cost } = usageFigures(r.usage);
    const prompt = truncate(r.usage.prompt);
    const response = truncate(r.usage.response);
    const processingTimeMs = Math.max(0, Math.round(r.processingTimeMs));
    observe(r, Number(cost));
    const event = makeEvent(AiEvents.AiRequestCompleted, {
      key: id,
      producer: 'ai',
      data: {
        logId: id,
        userId: r.userId,
        endpoint: r.endpoint,
        model: r.usage.model,
        tokensUsed: tokens,
        cost,
        status: r.status,
        errorMessage: r.errorMessage,
        processingTimeMs,
        createdAt: createdAt.toISOString(),
      },
    });
    const doc: AiUsageLogDoc = {
      _id: id,
      userId: r.userId,
      endpoint: r.endpoint,
      prompt: prompt.text,
      response: response.text,
      model: r.usage.model,
      tokensUsed,
      cost,
      status: r.status,
      errorMessage: r.errorMessage,
      processingTimeMs,
      metadata: {
        ...r.metadata,
        tries: r.usage.tries,
        promptTokens: r.usage.promptTokens,
        completionTokens: r.usage.completionTokens,
        tokensEstimated: r.usage.estimated,
        ...(prompt.truncated || response.truncated ? { truncated: { prompt: prompt.truncated, response: response.truncated } } : {}),
      },
      createdAt,
      // The TTL index runs on the real clock: an injected (test) clock in the past must not expire the row at once.
      expireAt: new Date(Math.max(createdAt.getTime(), Date.now()) + (deps.retentionMs ?? 365 * 24 * 3600 * 1000)),
    };
    const row = await deps.repos.usageLogs.record(doc, [routed(AiEvents.AiRequestCompleted.topic, event)]);
    deps.kickRelay();
    return row;
  };
}

/** The call's metrics: calls, duration, tokens and cost, by operation (the endpoint), model and outcome; no user. */
function observe(r: UsageRecord, cost: number): void {
  const metrics = metricsFor('ai');
  const where = { 'gen_ai.operation.name': r.endpoint, 'gen_ai.request.model': r.usage.model };
  metrics.aiCalls.add(1, { ...where, 'homepact.ai.outcome': r.status });
  metrics.aiDuration.record(Math.max(0, r.processingTimeMs) / 1000, {
    ...where,
    ...(r.status === 'failed' ? { 'error.type': 'ai_failed' } : {}),
  });
  metrics.aiTokens.add(Math.max(0, Math.trunc(r.usage.promptTokens)), { ...where, 'gen_ai.token.type': 'input' });
  metrics.aiTokens.add(Math.max(0, Math.trunc(r.usage.completionTokens)), { ...where, 'gen_ai.token.type': 'output' });
  if (Number.isFinite(cost) && cost > 0) metrics.aiCost.add(cost, where);
}
