import type { SigningEvents } from '@homepact/proto';
import { executedEmail } from '../domain/templates/executed.ts';
import type { PartyRole } from '../domain/templates/layout.ts';
import type { EventOf, SigningDeps } from './deps.ts';
import { sendLoggedEmail, type SendOutcome } from './send-logged-email.ts';

/**
 * SignedPdfReady: both parties get the final PDF (signed text and certificate
 * of completion), the ESIGN retention copy. The PDF comes from documents and
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

  const settled = await Promise.allSettled(
    parties.map((p) =>
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
        }),
      }),
    ),
  );
  const broken = settled.find((s) => s.status === 'rejected');
  if (broken) throw broken.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<SendOutcome>).value);
}
