import { AppError, type UserContext } from '@homepact/kit';
import { EXPORT_LIMITS, type AccountExport } from '@homepact/proto';
import type { ExportSources } from '../clients/exports.ts';
import { preferencesOf, toUser } from '../domain/user.ts';
import type { IdentityRepositories } from '../store/repositories.ts';

export const EXPORT_NOTES = [
  'This file holds what HomePact keeps about you: your profile and notification preferences, your active sign-ins, the contracts you created or are named in as a party (with their text and signatures), the annotations you wrote, and the e-mails we sent to your address.',
  'For each signature we list who signed and when; the evidence recorded at signing (e-mail, network address, browser, consent) is included for your own signatures only, because the rest belongs to the other signer.',
  'One-time sign-in codes are not included: we keep only a keyed hash of each code, for one day.',
  'To ask for your account and data to be deleted, write to the support address on the privacy page (/privacy).',
];

/**
 * GET /api/auth/export: everything HomePact keeps about the signed-in user,
 * for them alone. Identity holds the profile, preferences and sessions; it
 * asks contracts and notifications (signed internal calls) for the rest,
 * always for the caller's own id and verified address, never for anything
 * the request names. If either is unavailable the export fails (503) rather
 * than hand over a silently incomplete file.
 */
export async function exportAccount(
  deps: { repos: IdentityRepositories; sources: ExportSources | null; now?: () => Date },
  actor: UserContext,
): Promise<AccountExport> {
  if (!deps.sources) {
    throw new AppError('unavailable', 503, 'Your data export is not available right now. Please try again later or write to support.');
  }
  const user = await deps.repos.users.findLive(actor.userId);
  if (!user) throw AppError.unauthorized();
  const now = deps.now?.() ?? new Date();
  const who = { userId: user._id, email: user.email };
  const [held, emails, sessions] = await Promise.all([
    deps.sources.contracts(who),
    deps.sources.emailLog(who),
    deps.repos.sessions.liveOf(user._id, now, EXPORT_LIMITS.sessions + 1),
  ]);
  return {
    format: 'homepact-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    profile: toUser(user),
    preferences: preferencesOf(user),
    sessions: sessions.slice(0, EXPORT_LIMITS.sessions).map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expire.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    contracts: held.contracts,
    annotations: held.annotations,
    emails: emails.emails,
    truncated: {
      contracts: held.truncated.contracts,
      annotations: held.truncated.annotations,
      emails: emails.truncated,
      sessions: sessions.length > EXPORT_LIMITS.sessions,
    },
    notes: EXPORT_NOTES,
  };
}

/** The download's file name: homepact-data-2025-01-05.json. */
export const exportFilename = (at: Date) => `homepact-data-${at.toISOString().slice(0, 10)}.json`;
