import type { EvidenceEmail } from '@homepact/proto';
import { redactForStore } from '../domain/redact.ts';
import type { NotificationRepositories } from '../store/repositories.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Bounds one contract's answer (a contract gets a few dozen e-mails in its life). */
const LIMIT = 500;

/**
 * Every e-mail about one contract, oldest first, for its evidence record:
 * to whom, which message, and what the mail relay answered (`sent` means it
 * accepted the message, under its message id), with the attachments' hashes.
 */
export async function contractEmailLog(
  deps: { repos: Pick<NotificationRepositories, 'emailLog'> },
  contractId: string,
): Promise<{ emails: EvidenceEmail[] }> {
  const rows = await deps.repos.emailLog.aboutContract(contractId, LIMIT);
  return {
    emails: rows.map((r) => ({
      template: r.template,
      subject: redactForStore(r.subject),
      to: r.to,
      role: r.role ?? null,
      status: r.status,
      messageId: r.messageId ?? null,
      attempts: r.attempts ?? 0,
      error: r.error ?? null,
      attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, size: a.size, sha256: a.sha256 })),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
  };
}
