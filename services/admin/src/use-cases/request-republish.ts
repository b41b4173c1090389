import { internalClient } from '@homepact/kit';
import { RepublishRoute, type RepublishAnswer } from '@homepact/proto';

export type RepublishOutcome = { url: string; ok: true; answer: RepublishAnswer } | { url: string; ok: false; error: string };

/**
 * Asks each owning service (identity, contracts, ai) to re-publish the current state of its aggregates
 * (POST /internal/republish, signed as the admin service). The events reach this service's read models
 * through its ordinary consumers, which are idempotent and keep the newest version of each row, so running
 * it twice, or while the services work, changes nothing a later event said. One outcome per service; a
 * failure of one does not stop the others.
 */
export async function requestRepublish(opts: { urls: string[]; secret: string; timeoutMs: number }): Promise<RepublishOutcome[]> {
  const outcomes: RepublishOutcome[] = [];
  for (const url of opts.urls) {
    const http = internalClient({ baseUrl: url, secret: opts.secret, caller: 'admin', timeoutMs: opts.timeoutMs });
    try {
      outcomes.push({ url, ok: true, answer: await http.ask(RepublishRoute, { body: {} }) });
    } catch (e) {
      outcomes.push({ url, ok: false, error: (e as Error).message });
    }
  }
  return outcomes;
}
