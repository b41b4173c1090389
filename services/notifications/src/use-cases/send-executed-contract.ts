import { sameEmail, type SigningEvents } from '@homepact/proto';
import { executedEmail } from '../domain/templates/executed.ts';
import type { PartyRole } from '../domain/templates/layout.ts';
import { allows } from '../domain/preferences.ts';
import { recipientName } from '../domain/recipient.ts';
import type { EventOf, SigningDeps } from './deps.ts';
import { sendLoggedEmail, type SendOutcome } from './send-logged-email.ts';

/**
 * SignedPdfReady: both parties get the final PDF (signed text and certificate
 * of completion), the ESIGN retention copy: transactional, always sent. The
 * creator, when they are not a party, gets it too as a status update, when
 * their preferences allow. The PDF comes from documents and
 * must be the one the event names (same contract, kind final, same SHA-256);
 * the addresses come from contracts. Transient failures go back to the bus,
 * which retries with backoff; a party already sent to is not sent again.
 */
export async function sendExecutedContract(deps: SigningDeps, event: EventOf<typeof SigningEvents.SignedPdfReady>): Promise<SendOutcome[]> {
  const { data } = event;
  const [contract, pdf] = await Promise.all([deps.contracts.getContract(data.contractId), deps.documents.getPdf(data.documentId)]);
  if (pdf.contractId !== data.contractId) throw new Error(`document ${data.documentId} belongs to another contract`);
  if (pdf.kind !== 'final') throw new Error(`document ${data.documentId} is a ${pdf.kind} PDF, not the final one`);
  if (pdf.sha256 !== data.sha256.toLowerCase()) throw new Error(`document ${data.documentId} does not match the SHA-256 in SignedPdfReady`);

  const homeownerName = `${contract.homeownerFirstName} ${contract.homeownerLastName}`.trim();
  const parties: Array<{ role: PartyRole; email: string; name: string }> = [
    { role: 'homeowner', email: contract.homeownerEmail, name: homeownerName },
    { role: 'provider', email: contract.providerEmail, name: contract.providerName },
  ];
  const date = (s: string | null) => (s ? new Date(s) : null);
  const attachments = [{ filename: pdf.filename, content: pdf.content, contentType: pdf.contentType }];
  const window = contract.cancellation && !contract.cancellation.closedAt ? contract.cancellation : null;
  const cancellation = (role: PartyRole | 'creator') =>
    window
      ? {
          lastDay: window.lastDay,
          noWorkDuringPeriod: window.noWorkDuringPeriod,
          cancelUrl: role === 'homeowner' ? (contract.cancelUrl ?? null) : null,
        }
      : null;

  const sends: Array<Promise<SendOutcome>> = parties.map((p) =>
    sendLoggedEmail(deps, {
      eventId: event.id,
      template: 'executed',
      to: p.email,
      role: p.role,
      contractId: data.contractId,
      attachments,
      email: executedEmail({
        recipientName: p.name,
        role: p.role,
        homeownerName,
        providerName: contract.providerName,
        serviceType: contract.serviceType,
        totalAmount: contract.totalAmount,
        homeownerSignedAt: date(contract.homeownerSignedAt),
        providerSignedAt: date(contract.providerSignedAt),
        filename: pdf.filename,
        sha256: pdf.sha256,
        cancellation: cancellation(p.role),
      }),
    }),
  );

  // The creator, when not a party, gets the completed contract too: a status update, so only when their preferences allow.
  const account = contract.createdBy ? await deps.repos.recipients.findById(contract.createdBy) : null;
  const creatorEmail = contract.createdByEmail ?? account?.email ?? null;
  const creatorIsParty = !!creatorEmail && parties.some((p) => sameEmail(p.email, creatorEmail));
  if (creatorEmail && !creatorIsParty) {
    if (allows('status', account?.preferences)) {
      sends.push(
        sendLoggedEmail(deps, {
          eventId: event.id,
          template: 'executed-creator',
          to: creatorEmail,
          contractId: data.contractId,
          attachments,
          email: executedEmail({
            recipientName: contract.createdByName ?? recipientName(account) ?? '',
            role: 'creator',
            homeownerName,
            providerName: contract.providerName,
            serviceType: contract.serviceType,
            totalAmount: contract.totalAmount,
            homeownerSignedAt: date(contract.homeownerSignedAt),
            providerSignedAt: date(contract.providerSignedAt),
            filename: pdf.filename,
            sha256: pdf.sha256,
            cancellation: cancellation('creator'),
          }),
        }),
      );
    } else {
      deps.logger.info(
        { eventId: event.id, contractId: data.contractId, template: 'executed-creator' },
        'status update not sent: the creator turned them off',
      );
    }
  }

  const settled = await Promise.allSettled(sends);
  const broken = settled.find((s) => s.status === 'rejected');
  if (broken) throw broken.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<SendOutcome>).value);
}
