import { idempotent, readEvent, type Logger, type Runtime } from '@homepact/kit';
import { IdentityEvents, Topics } from '@homepact/proto';
import { otpCodeEmail } from '../domain/templates/otp-code.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NotificationCollections } from '../store/collections.ts';
import { sendLoggedEmail } from '../use-cases/send-logged-email.ts';

export const GROUP = 'notifications';

export async function subscribeConsumers(rt: Runtime, deps: { c: NotificationCollections; mailer: Mailer; logger: Logger }) {
  await rt.bus.subscribe({
    group: GROUP,
    topics: [Topics.identityOtp],
    // A sign-in code is useless after ten minutes, so retries stay short.
    retry: { maxAttempts: 5, initialDelayMs: 500, maxDelayMs: 30_000 },
    handle: idempotent(rt.store, GROUP, async (event) => {
      const otp = readEvent(IdentityEvents.OtpRequested, event);
      if (!otp) return;
      const expiresAt = new Date(otp.data.expiresAt);
      if (expiresAt.getTime() <= Date.now()) {
        deps.logger.info({ eventId: event.id }, 'sign-in code expired before it could be sent; dropped');
        return;
      }
      await sendLoggedEmail(deps, { eventId: event.id, template: 'otp-code', to: otp.data.email, email: otpCodeEmail({ code: otp.data.code, expiresAt }) });
    }),
  });
}
