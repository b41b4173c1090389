// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { VerifyResult } from '@homepact/proto';
import { renderPage } from '../marketing/testHelpers';
import { VerifyPage } from './VerifyPage';
import { formatFingerprint } from './fingerprint';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BYTES = '%PDF-1.7\n% a sealed contract\n%%EOF\n';
const SHA = createHash('sha256').update(BYTES).digest('hex');
const FP = 'ab'.repeat(32);
const OTHER_FP = 'cd'.repeat(32);

const result = (over: Partial<VerifyResult>): VerifyResult => ({
  verdict: 'intact',
  message: 'This is an unaltered HomePact document: its seal is intact and it is byte for byte the copy HomePact stored.',
  sha256: SHA,
  size: BYTES.length,
  seal: {
    valid: true,
    coversWholeFile: true,
    homepactCertificate: true,
    certificate: { fingerprint: FP, subject: 'CN=HomePact document seal' },
    sealedAt: '2025-01-06T10:31:00.000Z',
    timestamp: { time: '2025-01-06T10:31:01.000Z', authority: 'CN=Example TSA', valid: true },
  },
  document: {
    contractId: 'c-123',
    serviceType: 'Kitchen Remodeling',
    executedAt: '2025-01-06T10:30:00.000Z',
    matchesStoredCopy: true,
    signers: [
      { role: 'homeowner', name: 'Hana Owens', signedAt: '2025-01-05T09:00:00.000Z' },
      { role: 'provider', name: 'Bright Builders LLC', signedAt: '2025-01-06T10:30:00.000Z' },
    ],
  },
  currentCertificate: { fingerprint: FP, subject: 'CN=HomePact document seal' },
  ...over,
});

const CERT = {
  fingerprint: FP,
  subject: 'CN=HomePact document seal, O=HomePact',
  notAfter: '2035-01-01T00:00:00.000Z',
  previous: ['ef'.repeat(32)],
  timestamped: true,
};

/** The page reads the published certificate on its own; `response` answers everything else, and only those calls are returned. */
function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => (url === '/api/verify/certificate' ? Response.json(CERT) : fetchMock(url, init))),
  );
  return fetchMock;
}

async function pickFile() {
  const file = new File([BYTES], 'contract.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Choose a PDF to check'), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByTestId('local-sha256').textContent).toBe(SHA));
  return file;
}

describe('/verify', () => {
  it('computes the SHA-256 on the device and sends nothing until "Check with HomePact"; then shows an intact answer', async () => {
    const fetchMock = stubFetch(() => Response.json(result({})));
    renderPage(<VerifyPage />, '/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Check a HomePact document' })).toBeInTheDocument();
    const file = await pickFile();
    expect(screen.getByRole('heading', { name: 'contract.pdf' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Check with HomePact' }));
    await screen.findByRole('heading', { name: 'Intact: an unaltered HomePact document' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/verify');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');

    expect(screen.getByText(/Hana Owens/)).toBeInTheDocument();
    expect(screen.getByText(/Bright Builders LLC/)).toBeInTheDocument();
    expect(screen.getByText(/c-123/)).toBeInTheDocument();
    expect(screen.getByTestId('seal-fingerprint').textContent).toBe(formatFingerprint(FP));
    expect(formatFingerprint(FP)).toMatch(/^AB:AB:/);
    expect(screen.getByTestId('seal-timestamp').textContent).toMatch(/from CN=Example TSA$/);
  });

  it('shows HomePact’s published seal certificate before any file is chosen, and whether seals are timestamped', async () => {
    const fetchMock = stubFetch(() => Response.json(result({})));
    renderPage(<VerifyPage />, '/verify');
    expect(await screen.findByRole('heading', { name: 'HomePact’s seal certificate' })).toBeInTheDocument();
    expect(screen.getByTestId('published-fingerprint').textContent).toBe(formatFingerprint(FP));
    expect(screen.getByText(/one of 1 earlier certificate, still accepted/)).toBeInTheDocument();
    expect(screen.getByText(/Each seal carries an RFC 3161 timestamp/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('altered: says so, with no contract details', async () => {
    stubFetch(() =>
      Response.json(
        result({
          verdict: 'altered',
          message:
            'This PDF has been changed since HomePact sealed it: its bytes no longer match the seal. Do not rely on it; ask for the original.',
          seal: {
            valid: false,
            coversWholeFile: true,
            homepactCertificate: true,
            certificate: { fingerprint: FP, subject: 'CN=x' },
            sealedAt: null,
            timestamp: null,
          },
          document: null,
        }),
      ),
    );
    renderPage(<VerifyPage />, '/verify');
    await pickFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check with HomePact' }));
    const heading = await screen.findByRole('heading', { name: 'Altered: this file has been changed' });
    expect(heading.closest('[data-verdict]')?.getAttribute('data-verdict')).toBe('altered');
    expect(screen.getByText(/Do not rely on it/)).toBeInTheDocument();
    expect(screen.queryByText(/Hana Owens/)).toBeNull();
  });

  it('not a HomePact document: shows the certificate it was signed with and HomePact’s own', async () => {
    stubFetch(() =>
      Response.json(
        result({
          verdict: 'not_homepact',
          message: 'This PDF is signed, but not by HomePact: its certificate is not one of HomePact’s.',
          seal: {
            valid: true,
            coversWholeFile: true,
            homepactCertificate: false,
            certificate: { fingerprint: OTHER_FP, subject: 'CN=Someone' },
            sealedAt: null,
            timestamp: null,
          },
          document: null,
        }),
      ),
    );
    renderPage(<VerifyPage />, '/verify');
    await pickFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check with HomePact' }));
    await screen.findByRole('heading', { name: 'Not a HomePact document' });
    expect(screen.getByTestId('seal-fingerprint').textContent).toBe(formatFingerprint(OTHER_FP));
    expect(screen.getByTestId('current-fingerprint').textContent).toBe(formatFingerprint(FP));
  });

  it('too many checks: the wait, in words', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } }), {
          status: 429,
          headers: { 'retry-after': '120' },
        }),
    );
    renderPage(<VerifyPage />, '/verify');
    await pickFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check with HomePact' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many documents checked from this network. Try again in 2 minutes.');
  });

  it('a file over 10 MB is refused on the device', () => {
    const fetchMock = stubFetch(() => Response.json(result({})));
    renderPage(<VerifyPage />, '/verify');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Choose a PDF to check'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toMatch(/at most 10 MB/);
    expect(screen.queryByRole('button', { name: 'Check with HomePact' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
