import { Fragment, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FileCheck2, FileUp, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { VerifyResult } from '@homepact/proto';
import { Button, buttonClass } from '../../components/ui';
import { errorStatus, errorText, retryHint } from '../../api/errors';
import { PageHero } from '../marketing/PageHero';
import { useQuery } from '@tanstack/react-query';
import { checkWithHomePact, sealCertificateQuery } from '../../api/verify';
import { formatFingerprint, MAX_PDF_BYTES, sha256Hex } from './fingerprint';
import '../marketing/marketing.css';
import './VerifyPage.css';

interface Picked {
  file: File;
  /** Computed here; undefined while computing, null where the browser cannot. */
  sha256: string | null | undefined;
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; result: VerifyResult } | { state: 'failed'; message: string };

const VERDICT = {
  intact: { title: 'Intact: an unaltered HomePact document', Icon: ShieldCheck },
  altered: { title: 'Altered: this file has been changed', Icon: ShieldAlert },
  not_homepact: { title: 'Not a HomePact document', Icon: ShieldQuestion },
} as const;

const ROLE = { homeowner: 'Homeowner', provider: 'Service provider' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
const sizeText = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

function failure(error: unknown): string {
  if (errorStatus(error) === 429) return `Too many documents checked from this network. ${retryHint(error) ?? 'Please try again later.'}`;
  if (errorStatus(error) === 413) return 'This file is larger than HomePact accepts (10 MB), so it is not one of its documents.';
  return errorText(error, 'The check could not be made right now. Please try again in a moment.');
}

/**
 * /verify: anyone holding a PDF checks whether it is an unaltered HomePact
 * document. The SHA-256 is computed here; the file goes to HomePact only when
 * the person presses "Check with HomePact".
 */
export function VerifyPage() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    setCheck({ state: 'idle' });
    if (file.size > MAX_PDF_BYTES) {
      setPicked(null);
      setPickError(`${file.name} is ${sizeText(file.size)}; HomePact's documents are at most 10 MB, so it is not one of them.`);
      return;
    }
    setPickError(null);
    setPicked({ file, sha256: undefined });
    void sha256Hex(file)
      .catch(() => null)
      .then((sha256) => setPicked((p) => (p?.file === file ? { file, sha256 } : p)));
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  async function send() {
    if (!picked || check.state === 'checking') return;
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', result: await checkWithHomePact(picked.file) });
    } catch (error) {
      setCheck({ state: 'failed', message: failure(error) });
    }
  }

  return (
    <main className="mk-page">
      <PageHero
        titleId="vf-title"
        eyebrow="Verify"
        title="Check a HomePact document"
        lead="Every contract HomePact completes is sealed with a digital signature over the whole PDF. Choose the file to see whether it is the document both parties signed, unchanged."
      />
      <section className="mk-section mk-section-flush">
        <div className="container">
          <div className="vf-stack">
            <div
              className={`card vf-drop${dragging ? ' vf-drop-active' : ''}`}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <FileUp size={32} aria-hidden className="vf-drop-icon" />
              <p className="vf-drop-title">Drop the PDF here</p>
              <p className="vf-muted">or</p>
              <label htmlFor={inputId} className={buttonClass('outline', 'md', 'vf-pick')}>
                Choose a PDF
              </label>
              <input
                ref={input}
                id={inputId}
                className="vf-input"
                type="file"
                accept="application/pdf,.pdf"
                aria-label="Choose a PDF to check"
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <p className="vf-muted vf-small">Nothing is sent until you choose “Check with HomePact”.</p>
            </div>

            {pickError && (
              <p className="vf-error" role="alert">
                {pickError}
              </p>
            )}

            {picked && (
              <section className="card vf-file" aria-labelledby="vf-file-title">
                <div className="vf-file-head">
                  <FileCheck2 size={22} aria-hidden />
                  <div className="vf-file-name">
                    <h2 id="vf-file-title">{picked.file.name}</h2>
                    <p className="vf-muted vf-small">{sizeText(picked.file.size)}</p>
                  </div>
                </div>
                <dl className="vf-facts">
                  <div>
                    <dt>SHA-256 of this file (computed on your device)</dt>
                    <dd className="vf-hash" data-testid="local-sha256">
                      {picked.sha256 === undefined ? 'Computing…' : (picked.sha256 ?? 'Your browser cannot compute it on this connection.')}
                    </dd>
                  </div>
                </dl>
                <div className="vf-actions">
                  <Button onClick={() => void send()} disabled={check.state === 'checking'}>
                    {check.state === 'checking' ? 'Checking…' : 'Check with HomePact'}
                  </Button>
                  <Button variant="outline" onClick={() => input.current?.click()}>
                    Choose another file
                  </Button>
                </div>
              </section>
            )}

            <div aria-live="polite">
              {check.state === 'failed' && (
                <p className="vf-error" role="alert">
                  {check.message}
                </p>
              )}
              {check.state === 'done' && <VerifyAnswer result={check.result} localSha256={picked?.sha256 ?? null} />}
            </div>
            <PublishedCertificate />
          </div>
        </div>
      </section>
    </main>
  );
}

function VerifyAnswer({ result, localSha256 }: { result: VerifyResult; localSha256: string | null }) {
  const { title, Icon } = VERDICT[result.verdict];
  const sealCert = result.seal?.certificate ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the answer is below the fold: bring it into view, and to a screen reader's attention.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [result]);
  return (
    <section className={`card vf-result vf-result-${result.verdict}`} aria-labelledby="vf-result-title" data-verdict={result.verdict}>
      <div className="vf-result-head">
        <Icon size={28} aria-hidden className="vf-result-icon" />
        <h2 id="vf-result-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
      </div>
      <p className="vf-result-message">{result.message}</p>
      <dl className="vf-facts">
        {result.document && (
          <>
            <div>
              <dt>Contract</dt>
              <dd>
                {result.document.serviceType} <span className="vf-hash">({result.document.contractId})</span>
              </dd>
            </div>
            {result.document.executedAt && (
              <div>
                <dt>Completed</dt>
                <dd>{when(result.document.executedAt)}</dd>
              </div>
            )}
            {result.document.signers.map((s) => (
              <div key={s.role}>
                <dt>Signed by the {ROLE[s.role].toLowerCase()}</dt>
                <dd>
                  {s.name}, {when(s.signedAt)}
                </dd>
              </div>
            ))}
          </>
        )}
        {result.seal?.sealedAt && result.verdict !== 'not_homepact' && (
          <div>
            <dt>Sealed by HomePact</dt>
            <dd>{when(result.seal.sealedAt)}</dd>
          </div>
        )}
        {result.seal?.timestamp && result.verdict !== 'not_homepact' && (
          <div>
            <dt>Timestamp (RFC 3161)</dt>
            <dd data-testid="seal-timestamp">
              {result.seal.timestamp.valid
                ? `${when(result.seal.timestamp.time)}, from ${result.seal.timestamp.authority}`
                : 'Present, but not made for this seal'}
            </dd>
          </div>
        )}
        {sealCert && (
          <div>
            <dt>
              {result.seal?.homepactCertificate
                ? 'Signing certificate (SHA-256 fingerprint)'
                : 'The certificate this file was signed with (not HomePact’s)'}
            </dt>
            <dd className="vf-hash" data-testid="seal-fingerprint">
              <Fingerprint hex={sealCert.fingerprint} />
            </dd>
          </div>
        )}
        {(!sealCert || !result.seal?.homepactCertificate) && (
          <div>
            <dt>HomePact’s signing certificate (SHA-256 fingerprint)</dt>
            <dd className="vf-hash" data-testid="current-fingerprint">
              <Fingerprint hex={result.currentCertificate.fingerprint} />
            </dd>
          </div>
        )}
        {localSha256 && localSha256 !== result.sha256 && (
          <div>
            <dt>Note</dt>
            <dd>HomePact received a file whose SHA-256 differs from the one computed here: try again.</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Byte pairs with a line-break chance after each colon, so a narrow screen breaks between bytes, not inside one. */
function Fingerprint({ hex }: { hex: string }) {
  return (
    <>
      {formatFingerprint(hex)
        .split(':')
        .map((pair, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <>
                :<wbr />
              </>
            )}
            {pair}
          </Fragment>
        ))}
    </>
  );
}

/**
 * HomePact's seal certificate as the service publishes it, so a person can
 * compare it with the signature panel of their PDF reader without sending
 * anything. Silent while it loads or when it cannot be fetched.
 */
function PublishedCertificate() {
  const cert = useQuery({ ...sealCertificateQuery(), staleTime: 5 * 60_000 });
  if (!cert.data) return null;
  const { fingerprint, subject, notAfter, previous, timestamped } = cert.data;
  return (
    <section className="card vf-cert" aria-labelledby="vf-cert-title">
      <h2 id="vf-cert-title">HomePact’s seal certificate</h2>
      <p className="vf-muted vf-small">
        Your PDF reader’s signature panel shows the certificate a file was sealed with. HomePact’s is this one
        {previous.length ? ` (or one of ${previous.length} earlier certificate${previous.length === 1 ? '' : 's'}, still accepted)` : ''}.
      </p>
      <dl className="vf-facts">
        <div>
          <dt>SHA-256 fingerprint</dt>
          <dd className="vf-hash" data-testid="published-fingerprint">
            <Fingerprint hex={fingerprint} />
          </dd>
        </div>
        <div>
          <dt>Issued to</dt>
          <dd>{subject}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{when(notAfter)}</dd>
        </div>
        <div>
          <dt>Timestamp</dt>
          <dd>
            {timestamped
              ? 'Each seal carries an RFC 3161 timestamp from an independent time-stamp authority.'
              : 'Seals carry no independent timestamp: their time is HomePact’s own clock.'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
