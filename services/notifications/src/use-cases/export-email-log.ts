import { EXPORT_LIMITS, type EmailLogExport } from '@homepact/proto';
import { OTP_SUBJECT_REDACTED, redactForStore } from '../domain/redact.ts';
import type { NotificationRepositories } from '../store/repositories.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The e-mails sent to one address, newest first, as email_log keeps them:
 * template, subject, delivery status, the contract and role it was about,
 * and what was attached (name, size, SHA-256; the bytes stay with documents).
 * Sign-in codes appear as sent messages; the codes themselves are never
 * stored here (and a row an older version wrote is redacted on the way out too). Bounded by EXPORT_LIMITS.emails.
 */
export async function exportEmailLog(deps: { repos: Pick<NotificationRepositories, 'emailLog'> }, email: string): Promise<EmailLogExport> {
  const rows = await deps.repos.emailLog.sentTo(email, EXPORT_LIMITS.emails + 1);
  return {
    emails: rows.slice(0, EXPORT_LIMITS.emails).map((r) => ({
      template: r.template,
      subject: r.template === 'otp-code' ? OTP_SUBJECT_REDACTED : redactForStore(r.subject),
      status: r.status,
      contractId: r.contractId ?? null,
      role: r.role ?? null,
      attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, size: a.size, sha256: a.sha256 })),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    truncated: rows.length > EXPORT_LIMITS.emails,
  };
}
