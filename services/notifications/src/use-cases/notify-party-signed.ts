import type { SigningEvents } from '@homepact/proto';
import { allows } from '../domain/preferences.ts';
import { recipientName } from '../domain/recipient.ts';
import { partySignedCreatorEmail, partySignedEmail } from '../domain/templates/party-signed.ts';
import type { EventOf } from './deps.ts';
import { sendLoggedEmail, type SendDeps, type SendOutcome } from './send-logged-email.ts';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export type PartySignedOutcome = { otherParty: SendOutcome | 'skipped'; creator: SendOutcome | 'skipped' };

/**
 * PartySigned, while the other party has yet to sign (when both have, the
 * final e-mail with the signed PDF follows on SignedPdfReady instead):
 *
 * - the other party gets a note with their fresh signing link;
 * - the contract's creator, when they are neither party, gets a note that
 *   it was signed, with a link to their dashboard.
 *
 * Both are status updates: each goes only when its recipient's preferences
 * allow (emailNotifications and contractUpdates; someone without an account
 * or saved preferences has the defaults, which allow it). The other party's
 * invitation link keeps working either way.
 */
export async function notifyPartySigned(
  deps: SendDeps & { publicUrl: string },
  event: EventOf<typeof SigningEvents.PartySigned>,
): Promise<PartySignedOutcome> {
  const { data } = event;
  const other = data.otherParty;
  if (other.signed) return { otherParty: 'skipped', creator: 'skipped' };

  let otherOutcome: SendOutcome | 'skipped' = 'skipped';
  const otherAccount = await deps.repos.recipients.findByEmail(other.email);
  if (allows('status', otherAccount?.preferences)) {
    otherOutcome = await sendLoggedEmail(deps, {
      eventId: event.id,
      template: 'party-signed',
      to: other.email,
      role: other.role,
      contractId: data.contractId,
      email: partySignedEmail({
        recipientName: other.name,
        recipientEmail: other.email,
        recipientRole: other.role,
        signerName: data.signerName,
        signerRole: data.role,
        serviceType: data.serviceType,
        signedAt: new Date(data.signedAt),
        signUrl: other.signUrl,
        ...(data.signingDeadline ? { signingDeadline: new Date(data.signingDeadline) } : {}),
      }),
    });
  } else {
    deps.logger.info(
      { eventId: event.id, contractId: data.contractId, template: 'party-signed' },
      'status update not sent: the recipient turned them off',
    );
  }

  let creatorOutcome: SendOutcome | 'skipped' = 'skipped';
  const creator = data.creator;
  if (creator) {
    const account = await deps.repos.recipients.findById(creator.userId);
    const to = creator.email ?? account?.email ?? null;
    const isParty = same(to, data.signerEmail) || same(to, other.email);
    if (to && !isParty) {
      if (allows('status', account?.preferences)) {
        creatorOutcome = await sendLoggedEmail(deps, {
          eventId: event.id,
          template: 'party-signed-creator',
          to,
          contractId: data.contractId,
          email: partySignedCreatorEmail({
            recipientName: creator.name ?? recipientName(account) ?? '',
            signerName: data.signerName,
            signerEmail: data.signerEmail,
            signerRole: data.role,
            waitingForName: other.name,
            waitingForRole: other.role,
            serviceType: data.serviceType,
            signedAt: new Date(data.signedAt),
            dashboardUrl: new URL('/dashboard', deps.publicUrl).toString(),
            ...(data.signingDeadline ? { signingDeadline: new Date(data.signingDeadline) } : {}),
          }),
        });
      } else {
        deps.logger.info(
          { eventId: event.id, contractId: data.contractId, template: 'party-signed-creator' },
          'status update not sent: the creator turned them off',
        );
      }
    }
  }
  return { otherParty: otherOutcome, creator: creatorOutcome };
}
