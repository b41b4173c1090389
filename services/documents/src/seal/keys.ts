import { hash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import { P12Signer } from '@signpdf/signer-p12';
import type { Signer } from '@signpdf/utils';
import type { Logger } from '@homepact/kit';
import type { DocumentsConfig } from '../config.ts';
import { TimestampingSigner } from './timestamp.ts';

/**
 * The document-signing key that seals every executed PDF, and the
 * certificates whose seals count as HomePact's. The key stays inside the
 * signer: it is never logged, returned or written anywhere by this service.
 */
export interface SealKey {
  /**
   * A signer for one seal (node-forge, through @signpdf/signer-p12), which adds the time-stamp authority's
   * token when SEAL_TSA_URL is set. One per seal: a P12Signer reads its PKCS#12 from a forge buffer that its
   * first sign() consumes, so a second sign() would fail.
   */
  signer(): Signer;
  /** The RFC 3161 time-stamp authority every seal is stamped by (SEAL_TSA_URL), or null: no timestamp. */
  tsaUrl: string | null;
  /** The signing certificate: DER, SHA-256 fingerprint (hex), subject and validity. */
  certificate: SealCertificate;
  /** Fingerprints of every certificate a seal may carry: this one and SEAL_ACCEPTED_FINGERPRINTS (rotation). */
  accepted: ReadonlySet<string>;
  /** Where the key came from, for the start-up log line (never the key). */
  source: 'p12' | 'pem' | 'ephemeral';
}

export interface SealCertificate {
  fingerprint: string;
  subject: string;
  notAfter: string;
}

export const fingerprintOf = (der: Uint8Array) => hash('sha256', der, 'hex');

function describe(cert: forge.pki.Certificate): SealCertificate {
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    fingerprint: fingerprintOf(der),
    subject: cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(', '),
    notAfter: cert.validity.notAfter.toISOString(),
  };
}

/** The certificate in a PKCS#12 that matches its private key (the one P12Signer signs with). */
function fromP12(p12Der: Buffer, passphrase: string): SealCertificate {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12Der.toString('binary'))), false, passphrase);
  const keyBagType = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const certBagType = forge.pki.oids.certBag!;
  const keyBag = p12.getBags({ bagType: keyBagType })[keyBagType]?.[0];
  const key = keyBag?.key;
  if (!key) throw new Error('the PKCS#12 holds no private key (an RSA key in a shrouded key bag is expected)');
  const certs = (p12.getBags({ bagType: certBagType })[certBagType] ?? []).flatMap((b) => (b.cert ? [b.cert] : []));
  const mine = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
  });
  if (!mine) throw new Error('the PKCS#12 holds no certificate for its private key');
  return describe(mine);
}

/** A PEM key and chain as the PKCS#12 P12Signer reads, in memory only, under a random passphrase. */
function p12FromPem(keyPem: string, chainPem: string): { der: Buffer; passphrase: string } {
  const key = forge.pki.privateKeyFromPem(keyPem);
  const chain = chainPem
    .match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)
    ?.map((p) => forge.pki.certificateFromPem(p));
  if (!chain?.length) throw new Error('no PEM certificate found');
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, passphrase, { algorithm: 'aes256' });
  return { der: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

export interface DevCertificate {
  /** PKCS#12 (DER) holding the key and a self-signed certificate. */
  p12: Buffer;
  passphrase: string;
  fingerprint: string;
}

/**
 * A self-signed development seal certificate (RSA 2048; the key pair is made
 * by Node's native crypto, the certificate by node-forge). `make dev` keeps
 * one in DATA_DIR; tests and embedded stacks without one get one per process.
 */
export function createDevCertificate(commonName = 'HomePact document seal (development)'): DevCertificate {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const name = [
    { shortName: 'CN', value: commonName },
    { shortName: 'O', value: 'HomePact' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: 'aes256' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase, fingerprint: describe(cert).fingerprint };
}

let ephemeral: DevCertificate | undefined;

/**
 * The seal key from configuration: SEAL_P12_FILE (+ SEAL_P12_PASSPHRASE), or
 * SEAL_KEY_FILE + SEAL_CERT_FILE. Outside production, without either, a
 * self-signed key made for this process (its seals stop verifying when the
 * process ends; `make dev` keeps a persistent one). The config schema has
 * already refused production without one. Errors name the variable, never
 * the key.
 */
export async function loadSealKey(config: DocumentsConfig, logger: Logger): Promise<SealKey> {
  let der: Buffer;
  let passphrase: string;
  let source: SealKey['source'];
  if (config.SEAL_P12_FILE) {
    der = await readFile(config.SEAL_P12_FILE).catch((err: NodeJS.ErrnoException) => {
      throw new Error(`SEAL_P12_FILE: cannot read ${config.SEAL_P12_FILE} (${err.code ?? 'error'})`);
    });
    passphrase = config.SEAL_P12_PASSPHRASE ?? '';
    source = 'p12';
  } else if (config.SEAL_KEY_FILE && config.SEAL_CERT_FILE) {
    const read = (variable: string, file: string) =>
      readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
        throw new Error(`${variable}: cannot read ${file} (${err.code ?? 'error'})`);
      });
    const [keyPem, chainPem] = [await read('SEAL_KEY_FILE', config.SEAL_KEY_FILE), await read('SEAL_CERT_FILE', config.SEAL_CERT_FILE)];
    try {
      ({ der, passphrase } = p12FromPem(keyPem, chainPem));
    } catch (err) {
      throw new Error(`SEAL_KEY_FILE / SEAL_CERT_FILE: not a usable PEM RSA key and certificate chain (${(err as Error).message})`, {
        cause: err,
      });
    }
    source = 'pem';
  } else {
    if (config.NODE_ENV === 'production') throw new Error('SEAL_P12_FILE: required in production');
    ephemeral ??= createDevCertificate('HomePact document seal (ephemeral development key)');
    ({ p12: der, passphrase } = ephemeral);
    source = 'ephemeral';
  }
  let certificate: SealCertificate;
  try {
    certificate = fromP12(der, passphrase);
  } catch (err) {
    const variable = source === 'p12' ? 'SEAL_P12_FILE / SEAL_P12_PASSPHRASE' : 'SEAL_KEY_FILE / SEAL_CERT_FILE';
    // forge's messages name what failed (a wrong passphrase: "PKCS#12 MAC could not be verified"), never key material.
    throw new Error(`${variable}: cannot open the seal key (${(err as Error).message})`, { cause: err });
  }
  const accepted = new Set([certificate.fingerprint, ...config.SEAL_ACCEPTED_FINGERPRINTS]);
  const level = source === 'ephemeral' ? 'warn' : 'info';
  logger[level](
    {
      seal: {
        source,
        subject: certificate.subject,
        fingerprint: certificate.fingerprint,
        notAfter: certificate.notAfter,
        accepted: accepted.size,
        timestamped: config.SEAL_TSA_URL ? new URL(config.SEAL_TSA_URL).host : false,
      },
    },
    source === 'ephemeral'
      ? 'executed PDFs are sealed with a key made for this process (set SEAL_P12_FILE to keep one)'
      : 'executed PDFs are sealed',
  );
  const tsaUrl = config.SEAL_TSA_URL ?? null;
  const signer = (): Signer => {
    const p12 = new P12Signer(der, { passphrase });
    return tsaUrl ? new TimestampingSigner(p12, tsaUrl) : p12;
  };
  return { signer, tsaUrl, certificate, accepted, source };
}
