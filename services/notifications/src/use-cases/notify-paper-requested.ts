import { sameEmail, type SigningEvents } from '@homepact/proto';
import { recipientName } from '../domain/recipient.ts';
import { paperRequestedEmail } from '../domain/templates/paper-requested.ts';
import type { EventOf } from './deps.ts';
import { sendLoggedEmail, type SendDeps, type SendOutcome } from './send-logged-email.ts';

/**
 * EsignConsentWithdrawn: the contract's owner is told that a party asked for
 * paper. Not a status update the owner can turn off: it changes what they
 * must do to get the contract signed (ESIGN 101(b)(2)). One e-mail per
 * withdrawal (the log key is the event), to the owner's own address only.
 */
export async function notifyPaperRequested(
  deps: SendDeps & { publicUrl: string },
  event: EventOf<typeof SigningEvents.EsignConsentWithdrawn>,
): Promise<SendOutcome | 'skipped'> {
  const { data } = event;
  const account = await deps.repos.recipients.findById(data.creator.userId);
  const to = data.creator.email ?? account?.email ?? null;
  // The owner is the party who asked (they created it for themselves): nobody else to tell.
  if (!to || sameEmail(to, data.partyEmail)) return 'skipped';
  return sendLoggedEmail(deps, {
    eventId: event.id,
    template: 'paper-requested',
    to,
    contractId: data.contractId,
    email: paperRequestedEmail({
      recipientName: data.creator.name ?? recipientName(account) ?? '',
      partyName: data.partyName,
      partyEmail: data.partyEmail,
      partyRole: data.role,
      serviceType: data.serviceType,
      withdrawnAt: new Date(data.withdrawnAt),
      dashboardUrl: new URL('/dashboard', deps.publicUrl).toString(),
    }),
  });
}
