import { hash, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { Signer } from '@signpdf/utils';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as pkijs.CryptoEngineParameters['crypto'] }));

/** id-aa-signatureTimeStampToken (RFC 3161 appendix A): the unsigned attribute that carries the token. */
export const SIGNATURE_TIMESTAMP_OID = '1.2.840.113549.1.9.16.2.14';
const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';

const toArrayBuffer = (b: Uint8Array): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/**
 * Asks an RFC 3161 time-stamp authority to stamp a SHA-256 digest (with a
 * nonce, asking for its certificate) and returns the token (a CMS
 * ContentInfo, DER). Throws when the authority refuses, answers for another
 * digest or nonce, or cannot be reached: a seal that promises a timestamp is
 * never made without one.
 */
async function requestTimestamp(tsaUrl: string, digest: Uint8Array, timeoutMs = 10_000): Promise<Uint8Array> {
  const nonce = randomBytes(8);
  nonce[0]! &= 0x7f; // a positive INTEGER
  const req = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(digest) }),
    }),
    nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
  });
  let res: Response;
  try {
    res = await fetch(tsaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: Buffer.from(req.toSchema().toBER(false)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new Error(`SEAL_TSA_URL: the time-stamp authority did not answer (${(err as Error).message})`, { cause: err });
  }
  if (!res.ok) throw new Error(`SEAL_TSA_URL: the time-stamp authority answered HTTP ${res.status}`);
  const asn1 = asn1js.fromBER(await res.arrayBuffer());
  if (asn1.offset === -1) throw new Error('SEAL_TSA_URL: the time-stamp authority’s answer is not DER');
  const resp = new pkijs.TimeStampResp({ schema: asn1.result });
  const status = resp.status.status;
  // 0 granted, 1 grantedWithMods.
  if ((status !== 0 && status !== 1) || !resp.timeStampToken)
    throw new Error(`SEAL_TSA_URL: the time-stamp authority refused (status ${status})`);
  const info = tstInfoOf(resp.timeStampToken);
  if (!Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(Buffer.from(digest)))
    throw new Error('SEAL_TSA_URL: the time-stamp authority stamped another digest');
  if (!info.nonce || !Buffer.from(info.nonce.valueBlock.valueHexView).equals(Buffer.from(nonce)))
    throw new Error('SEAL_TSA_URL: the time-stamp authority’s answer is not for this request (nonce)');
  return new Uint8Array(resp.timeStampToken.toSchema().toBER(false));
}

function tstInfoOf(token: pkijs.ContentInfo): pkijs.TSTInfo {
  const sd = new pkijs.SignedData({ schema: token.content });
  if (sd.encapContentInfo.eContentType !== TST_INFO_OID || !sd.encapContentInfo.eContent)
    throw new Error('the timestamp token does not hold a TSTInfo');
  const der = sd.encapContentInfo.eContent.getValue();
  return new pkijs.TSTInfo({ schema: asn1js.fromBER(der).result });
}

/**
 * A signer that adds the authority's timestamp over the signature value
 * (the CAdES/PAdES "signature timestamp") to another signer's CMS as an
 * unsigned attribute. The inner signer (node-forge, through @signpdf) makes
 * the signature; pkijs reads it and writes it back with the attribute.
 */
export class TimestampingSigner extends Signer {
  constructor(
    private readonly inner: Signer,
    private readonly tsaUrl: string,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const cms = await this.inner.sign(pdfBuffer, signingTime);
    const info = new pkijs.ContentInfo({ schema: asn1js.fromBER(toArrayBuffer(cms)).result });
    const sd = new pkijs.SignedData({ schema: info.content });
    const signer = sd.signerInfos[0];
    if (!signer) throw new Error('the signature has no signer');
    const digest = hash('sha256', signer.signature.valueBlock.valueHexView, 'buffer');
    const token = await requestTimestamp(this.tsaUrl, digest);
    const attribute = new pkijs.Attribute({ type: SIGNATURE_TIMESTAMP_OID, values: [asn1js.fromBER(toArrayBuffer(token)).result] });
    signer.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 1, attributes: [attribute] });
    const out = new pkijs.ContentInfo({ contentType: info.contentType, content: sd.toSchema(true) });
    return Buffer.from(out.toSchema().toBER(false));
  }
}

export interface TimestampCheck {
  /** The authority's time (genTime). */
  time: string;
  /** The authority, as its certificate names it (or the TSTInfo's tsa name). */
  authority: string;
  /** The token's own signature verifies and it stamps this signature's value. */
  valid: boolean;
}

/** The signature timestamp of a CMS signer, if it has one, checked against the signature value it claims to stamp. */
export async function checkTimestamp(signer: pkijs.SignerInfo, describe: (c: pkijs.Certificate) => string): Promise<TimestampCheck | null> {
  const attr = signer.unsignedAttrs?.attributes.find((a) => a.type === SIGNATURE_TIMESTAMP_OID);
  if (!attr?.values[0]) return null;
  try {
    const token = new pkijs.ContentInfo({ schema: attr.values[0] });
    const info = tstInfoOf(token);
    const sd = new pkijs.SignedData({ schema: token.content });
    const cert = (sd.certificates ?? []).find((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
    const digest = hash('sha256', signer.signature.valueBlock.valueHexView, 'buffer');
    const imprintOk =
      info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID &&
      Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(digest);
    // For a TSTInfo, pkijs checks the token's signature and that its imprint is of `data` (here: the seal's signature value).
    const stamped = signer.signature.valueBlock.valueHexView;
    const verified = await sd.verify({ signer: 0, data: toArrayBuffer(stamped), checkChain: false, extendedMode: true }).catch(() => null);
    return {
      time: info.genTime.toISOString(),
      authority: cert ? describe(cert) : 'unnamed authority',
      valid: imprintOk && verified?.signatureVerified === true,
    };
  } catch {
    return { time: new Date(0).toISOString(), authority: 'unreadable timestamp', valid: false };
  }
}
