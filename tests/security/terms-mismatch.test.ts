import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContractBody } from '@homepact/proto/testing';
import { startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

/**
 * End to end through the gateway and the real services:
 * a contract whose form says $1,000 on completion and whose text says
 * $95,000 up front is not sent without the owner confirming, and once
 * confirmed the invitation summarises the text ($95,000), not the form.
 */
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-terms-'));
  stack = await startEmbeddedStack({ dataDir, gatewayPort: 0, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Mail {
  to: string[];
  subject: string;
  text: string;
}
const api = (p: string, init?: RequestInit) => fetch(stack.gatewayUrl + p, { redirect: 'manual', ...init });
const mailbox = async () => (await (await api('/api/dev/mailbox')).json()) as Mail[];

async function waitForMail(pred: (m: Mail) => boolean): Promise<Mail> {
  for (let i = 0; i < 200; i++) {
    const found = (await mailbox()).find(pred);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no such mail');
}

async function signIn(email: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  expect((await api('/api/auth/otp/request', { method: 'POST', headers: json, body: JSON.stringify({ email }) })).status).toBe(200);
  const mail = await waitForMail((m) => m.to.includes(email) && /sign-in code/i.test(m.subject));
  const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const res = await api('/api/auth/otp/verify', { method: 'POST', headers: json, body: JSON.stringify({ email, otp }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function createContract(cookie: string, overrides: Record<string, unknown>): Promise<string> {
  const res = await api('/api/contracts', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(validContractBody(overrides)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('what the signer is shown is what is signed', () => {
  it('a mismatched contract is refused (409) until the owner confirms; the invitation then shows the text’s terms', async () => {
    const cookie = await signIn('terms-owner@example.com');
    const id = await createContract(cookie, {
      homeownerEmail: 'terms-home@example.com',
      providerEmail: 'terms-pro@example.com',
      totalAmount: '1000',
      paymentSchedule: 'completion',
      paymentTerms: 'Net 30',
      finalContract: 'HOME SERVICE AGREEMENT\n\n4. PRICE AND PAYMENT\nThe Homeowner will pay $95,000 upfront, before any work begins.\n',
    });

    const refused = await api(`/api/contracts/${id}/generate`, { method: 'POST', headers: { cookie } });
    expect(refused.status).toBe(409);
    const error = ((await refused.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('terms_mismatch');
    expect(error.message).toContain('the form says $1,000.00; the contract text asks for $95,000.00');
    expect(((await (await api(`/api/contracts/${id}`, { headers: { cookie } })).json()) as { status: string }).status).toBe('draft');

    const sent = await api(`/api/contracts/${id}/generate?confirmTermsMismatch=true`, { method: 'POST', headers: { cookie } });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toBe('application/pdf');
    const invitation = await waitForMail((m) => m.to.includes('terms-home@example.com') && /review and sign a contract/.test(m.subject));
    expect(invitation.text).toContain('$95,000.00 before the work');
    expect(invitation.text).not.toContain('$1,000.00');
    expect(invitation.text).toMatch(/differ from the summary the sender first entered/);
  });

  it('a consistent contract goes out with the spec’s no-body call', async () => {
    const cookie = await signIn('terms-owner2@example.com');
    const id = await createContract(cookie, {
      homeownerEmail: 'ok-home@example.com',
      providerEmail: 'ok-pro@example.com',
      totalAmount: '1000',
      paymentSchedule: 'completion',
      paymentTerms: 'Net 30',
      finalContract: 'HOME SERVICE AGREEMENT\n\nTotal contract price: $1,000.00, due on completion of the work.\n',
    });
    const res = await api(`/api/contracts/${id}/generate`, { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(200);
    const invitation = await waitForMail((m) => m.to.includes('ok-home@example.com') && /review and sign a contract/.test(m.subject));
    expect(invitation.text).toContain('Total amount: $1,000.00');
  });
});
