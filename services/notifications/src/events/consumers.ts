import { notifyContractCancelled } from '../use-cases/notify-contract-cancelled.ts';
import { idempotent, otpSealing, readEvent, type EventHandler, type Logger, type Runtime } from '@homepact/kit';
import { AdminEvents, IdentityEvents, SigningEvents, Topics } from '@homepact/proto';
import { contactSubmittedEmail } from '../domain/templates/contact-submitted.ts';
import { otpCodeEmail } from '../domain/templates/otp-code.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NotificationRepositories } from '../store/repositories.ts';
import type { SigningDeps } from '../use-cases/deps.ts';
import { notifyPaperRequested } from '../use-cases/notify-paper-requested.ts';
import { notifyPartySigned } from '../use-cases/notify-party-signed.ts';
import { notifyContractWithdrawn, notifySigningExpired, sendReminders } from '../use-cases/notify-signing-deadline.ts';
import { recordRecipient } from '../use-cases/record-recipient.ts';
import { sendExecutedContract } from '../use-cases/send-executed-contract.ts';
import { sendInvitations } from '../use-cases/send-invitations.ts';
import { sendLoggedEmail } from '../use-cases/send-logged-email.ts';

export const GROUP = 'notifications';

/**
 * The signing e-mails wait for an SMTP relay to come back for a few minutes
 * (delays of 1, 2, 4 ... s capped at 2 min, with jitter: about 3 to 6 minutes
 * in all) before the event is parked on the dead-letter topic. Invitations
 * retry inside their handler instead (see send-invitations.ts), because their
 * outcome is awaited; only non-SMTP trouble reaches this policy for them.
 */
export const SIGNING_RETRY = { tries: 10, initialDelayMs: 1000, maxDelayMs: 120_000 };

export async function subscribeConsumers(
  rt: Runtime,
  deps: {
    repos: NotificationRepositories;
    mailer: Mailer;
    logger: Logger;
    kickRelay?: () => void;
    /** email_log's retention (EMAIL_LOG_RETENTION_DAYS). */
    emailLogRetentionMs?: number;
    signing: SigningDeps | null;
    /** Where ContactSubmitted is mailed (SUPPORT_EMAIL). */
    supportEmail?: string;
    /** OTP_EVENT_KEY, shared with identity: opens the sealed code of OtpRequested. */
    otpEventKey: string;
  },
) {
  const otpKey = otpSealing.key(deps.otpEventKey);
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.identityOtp],
    // A sign-in code is useless after ten minutes, so retries stay short.
    retry: { tries: 5, initialDelayMs: 500, maxDelayMs: 30_000 },
    handle: idempotent(rt.store, GROUP, async (event) => {
      const otp = readEvent(IdentityEvents.OtpRequested, event);
      if (!otp) return;
      const expiresAt = new Date(otp.data.expiresAt);
      if (expiresAt.getTime() <= Date.now()) {
        deps.logger.info({ eventId: event.id }, 'sign-in code expired before it could be sent; dropped');
        return;
      }
      let code: string;
      try {
        code = otpSealing.open(otpKey, otp.data);
      } catch (e) {
        // Retried, then parked (still sealed) on the dead-letter topic: a configuration error to fix, not to hide.
        throw new Error('OtpRequested: the sealed code does not open with OTP_EVENT_KEY (identity and notifications must share it)', {
          cause: e,
        });
      }
      await sendLoggedEmail(deps, {
        eventId: event.id,
        template: 'otp-code',
        to: otp.data.email,
        email: otpCodeEmail({ code, expiresAt }),
      });
    }),
  });

  // The contact form goes to the support address only, with Reply-To the sender
  // (never to the sender: mailing an address a form names would make us an open relay).
  // Transient SMTP trouble is retried by the bus like the signing e-mails.
  const supportEmail = deps.supportEmail;
  if (supportEmail) {
    await rt.bus.subscribe({
      group: GROUP,
      topics: [Topics.admin],
      retry: SIGNING_RETRY,
      handle: idempotent(rt.store, GROUP, async (event) => {
        const contact = readEvent(AdminEvents.ContactSubmitted, event);
        if (!contact) return;
        const d = contact.data;
        await sendLoggedEmail(deps, {
          eventId: event.id,
          template: 'contact-submitted',
          to: supportEmail,
          replyTo: d.email,
          email: contactSubmittedEmail({ ...d, createdAt: new Date(d.createdAt) }),
        });
      }),
    });
  }

  // Our users' names and notification preferences (identity's events): a read model that lets
  // the status updates below honour what each person chose. Other types there are skipped without a store write.
  const recipientHandlers: Record<string, EventHandler> = {
    [IdentityEvents.UserRegistered.type]: idempotent(rt.store, GROUP, async (event) => {
      const { data } = readEvent(IdentityEvents.UserRegistered, event)!;
      await recordRecipient(deps, event, { kind: 'profile', ...data });
    }),
    [IdentityEvents.UserUpdated.type]: idempotent(rt.store, GROUP, async (event) => {
      const { data } = readEvent(IdentityEvents.UserUpdated, event)!;
      await recordRecipient(deps, event, { kind: 'profile', ...data });
    }),
    [IdentityEvents.PreferencesChanged.type]: idempotent(rt.store, GROUP, async (event) => {
      const { data } = readEvent(IdentityEvents.PreferencesChanged, event)!;
      await recordRecipient(deps, event, { kind: 'preferences', userId: data.userId, email: data.email, preferences: data.preferences });
    }),
  };
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.identity],
    handle: async (event, meta) => recipientHandlers[event.type]?.(event, meta),
  });

  const signing = deps.signing;
  if (!signing) return;
  // Only these types are ours on the contracts and documents topics; the rest
  // (ContractCreated, PdfGenerated, ...) are skipped without a store write.
  const handlers: Record<string, EventHandler> = {
    [SigningEvents.InvitesRequested.type]: idempotent(rt.store, GROUP, async (event) => {
      await sendInvitations(signing, readEvent(SigningEvents.InvitesRequested, event)!);
    }),
    [SigningEvents.PartySigned.type]: idempotent(rt.store, GROUP, async (event) => {
      await notifyPartySigned(signing, readEvent(SigningEvents.PartySigned, event)!);
    }),
    [SigningEvents.EsignConsentWithdrawn.type]: idempotent(rt.store, GROUP, async (event) => {
      await notifyPaperRequested(signing, readEvent(SigningEvents.EsignConsentWithdrawn, event)!);
    }),
    // The contracts scheduler's reminders and expiries, and the owner's withdrawal (docs/decisions/0011-signing-deadlines-on-one-scheduler.md).
    [SigningEvents.ReminderSent.type]: idempotent(rt.store, GROUP, async (event) => {
      await sendReminders(signing, readEvent(SigningEvents.ReminderSent, event)!);
    }),
    [SigningEvents.SigningExpired.type]: idempotent(rt.store, GROUP, async (event) => {
      await notifySigningExpired(signing, readEvent(SigningEvents.SigningExpired, event)!);
    }),
    [SigningEvents.ContractWithdrawn.type]: idempotent(rt.store, GROUP, async (event) => {
      await notifyContractWithdrawn(signing, readEvent(SigningEvents.ContractWithdrawn, event)!);
    }),
    // The homeowner cancelled within the window: the dated notice (a PDF) to both parties and the owner.
    [SigningEvents.ContractCancelled.type]: idempotent(rt.store, GROUP, async (event) => {
      await notifyContractCancelled(signing, readEvent(SigningEvents.ContractCancelled, event)!);
    }),
    [SigningEvents.SignedPdfReady.type]: idempotent(rt.store, GROUP, async (event) => {
      await sendExecutedContract(signing, readEvent(SigningEvents.SignedPdfReady, event)!);
    }),
  };
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.contracts, Topics.documents],
    retry: SIGNING_RETRY,
    handle: async (event, meta) => handlers[event.type]?.(event, meta),
  });
}
