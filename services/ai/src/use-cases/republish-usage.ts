import { makeEvent, routed } from '@homepact/kit';
import { AiEvents, type RepublishAnswer } from '@homepact/proto';
import type { AiRepositories } from '../store/repositories.ts';

/**
 * POST /internal/republish: every kept usage log as the AiRequestCompleted event it was announced with (a log
 * never changes, and the event carries all of it; consumers key it by logId, so seeing it again changes
 * nothing), on its own row's outbox. Logs past AI_USAGE_LOG_RETENTION_DAYS are gone and are not re-published.
 */
export async function republishUsage(deps: { repos: AiRepositories }): Promise<RepublishAnswer> {
  const published = await deps.repos.usageLogs.republishAll((log) => {
    const tokens = Number(log.tokensUsed);
    return routed(
      AiEvents.AiRequestCompleted.topic,
      makeEvent(AiEvents.AiRequestCompleted, {
        key: log._id,
        producer: 'ai',
        data: {
          logId: log._id,
          userId: log.userId,
          endpoint: log.endpoint,
          model: log.model,
          tokensUsed: Number.isFinite(tokens) ? tokens : null,
          cost: log.cost,
          status: log.status,
          errorMessage: log.errorMessage,
          processingTimeMs: log.processingTimeMs,
          createdAt: new Date(log.createdAt).toISOString(),
        },
      }),
    );
  });
  return { service: 'ai', event: AiEvents.AiRequestCompleted.type, published };
}
