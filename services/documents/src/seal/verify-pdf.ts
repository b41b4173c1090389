import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { fingerprintOf } from './keys.ts';
import { checkTimestamp, type TimestampCheck } from './timestamp.ts';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as pkijs.CryptoEngineParameters['crypto'] }));

/** What the bytes of a PDF say about its seal (pure: no store, no HomePact knowledge but the accepted fingerprints). */
export type SealCheck =
  | { kind: 'not_pdf' }
  | { kind: 'unsigned' }
  | {
      kind: 'signed';
      /** The ByteRange starts at byte 0, ends at the last byte, and leaves out only the signature's own hex string. */
      coversWholeFile: boolean;
      /** The CMS signature verifies over the ByteRange's bytes with the certificate it names. */
      signatureValid: boolean;
      /** The signing certificate (null when the CMS could not be read). */
      certificate: { fingerprint: string; subject: string } | null;
      accepted: boolean;
      /** The signed signing-time attribute, when present. */
      signedAt: string | null;
      /** Signatures found in the file (an incremental update after ours adds one, or leaves ours short). */
      count: number;
      /** The RFC 3161 signature timestamp, when the seal carries one. */
      timestamp: TimestampCheck | null;
    };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

export async function checkSeal(pdf: Buffer, accepted: ReadonlySet<string>): Promise<SealCheck> {
  if (pdf.subarray(0, 1024).indexOf('%PDF-') < 0) return { kind: 'not_pdf' };
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as const);
  // The signature that claims the most of the file is the one that matters; the others only make the file suspect.
  const candidates = ranges.filter(([a, b, c, d]) => a === 0 && b > 0 && c > b && c + d <= pdf.length);
  if (candidates.length === 0) return ranges.length ? signedBroken(ranges.length) : { kind: 'unsigned' };
  const [, b, c, d] = candidates.reduce((best, r) => (r[2] + r[3] > best[2] + best[3] ? r : best));
  const gap = pdf.subarray(b, c);
  const gapIsHex =
    gap.length >= 2 && gap[0] === 0x3c && gap[gap.length - 1] === 0x3e && /^[0-9a-fA-F]*$/.test(gap.subarray(1, -1).toString('latin1'));
  if (!gapIsHex) return signedBroken(ranges.length);
  const coversWholeFile = c + d === pdf.length && ranges.length === 1;
  const signed = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
  // The hex string is padded with zeros past the DER; BER parsing reads the one structure and stops.
  const cmsDer = Buffer.from(gap.subarray(1, -1).toString('latin1'), 'hex');

  let certificate: { fingerprint: string; subject: string } | null = null;
  let signatureValid: boolean;
  let signedAt: string | null = null;
  let timestamp: TimestampCheck | null = null;
  try {
    const asn1 = asn1js.fromBER(new Uint8Array(cmsDer).buffer);
    if (asn1.offset === -1) throw new Error('not DER');
    const info = new pkijs.ContentInfo({ schema: asn1.result });
    const sd = new pkijs.SignedData({ schema: info.content });
    const signer = sd.signerInfos[0];
    const sid = signer?.sid;
    const cert = (sd.certificates ?? []).find(
      (x): x is pkijs.Certificate =>
        x instanceof pkijs.Certificate &&
        sid instanceof pkijs.IssuerAndSerialNumber &&
        x.serialNumber.isEqual(sid.serialNumber) &&
        x.issuer.isEqual(sid.issuer),
    );
    if (cert) certificate = { fingerprint: fingerprintOf(new Uint8Array(cert.toSchema().toBER(false))), subject: subjectOf(cert) };
    if (signer) timestamp = await checkTimestamp(signer, subjectOf);
    const time = signer?.signedAttrs?.attributes.find((a) => a.type === '1.2.840.113549.1.9.5')?.values[0];
    if (time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime) signedAt = time.toDate().toISOString();
    const result = await sd.verify({ signer: 0, data: new Uint8Array(signed).buffer, checkChain: false, extendedMode: true });
    signatureValid = result.signatureVerified === true;
  } catch {
    // A CMS that cannot be read, or whose message digest does not match the bytes: not valid, whoever made it.
    signatureValid = false;
  }
  return {
    kind: 'signed',
    coversWholeFile,
    signatureValid,
    certificate,
    accepted: certificate !== null && accepted.has(certificate.fingerprint),
    signedAt,
    count: ranges.length,
    timestamp,
  };
}

const subjectOf = (cert: pkijs.Certificate) =>
  cert.subject.typesAndValues.map((t) => `${SHORT[t.type] ?? t.type}=${String(t.value.valueBlock.value)}`).join(', ');

function signedBroken(count: number): SealCheck {
  return {
    kind: 'signed',
    coversWholeFile: false,
    signatureValid: false,
    certificate: null,
    accepted: false,
    signedAt: null,
    count,
    timestamp: null,
  };
}

const SHORT: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
};
