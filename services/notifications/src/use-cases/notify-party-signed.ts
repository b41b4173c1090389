import type { SigningEvents } from '@homepact/proto';
import { partySignedEmail } from '../domain/templates/party-signed.ts';
import type { EventOf } from './deps.ts';
import { sendLoggedEmail, type SendDeps, type SendOutcome } from './send-logged-email.ts';

/**
 * PartySigned: a note to the other party only, with their fresh signing link,
 * when they have not signed yet. When both have signed there is no note: the
 * final e-mail with the signed PDF follows (SignedPdfReady).
 */
export async function notifyPartySigned(
  deps: SendDeps,
  event: EventOf<typeof SigningEvents.PartySigned>,
): Promise<SendOutcome | 'skipped'> {
  const { data } = event;
  const other = data.otherParty;
  if (other.signed) return 'skipped';
  const email = partySignedEmail({
    recipientName: other.name,
    recipientEmail: other.email,
    recipientRole: other.role,
    signerName: data.signerName,
    signerRole: data.role,
    serviceType: data.serviceType,
    signedAt: new Date(data.signedAt),
    signUrl: other.signUrl,
  });
  return sendLoggedEmail(deps, {
    eventId: event.id,
    template: 'party-signed',
    to: other.email,
    role: other.role,
    contractId: data.contractId,
    email,
  });
}
