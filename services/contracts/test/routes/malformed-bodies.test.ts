import { describe, expect, it } from 'vitest';
import { expectClear400, harnessPerFile } from '@homepact/kit/testing';
import { create, owner, startContracts, validBody, type Harness } from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';
import type { ContractStored } from '../../src/store/collections.ts';

let h: Harness;
let id: string;
harnessPerFile(startContracts, async (x) => {
  h = x;
  id = (await create(h, owner)).id;
});

const huge = 'x'.repeat(100_000);
const without = (field: string) => {
  const b = validBody();
  delete b[field];
  return b;
};

/** [what, body, the message the answer must contain (if the rule has its own words)] */
type Case = [string, unknown, (string | RegExp)?];

const createCases: Case[] = [
  ['empty object', {}],
  ['array', []],
  ['string', 'text'],
  ['number', 42],
  ['null', null],
  ['missing homeownerEmail', without('homeownerEmail'), 'Valid email is required (body.homeownerEmail)'],
  ['invalid homeownerEmail', validBody({ homeownerEmail: 'not-an-email' }), 'Valid email is required'],
  ['invalid providerEmail', validBody({ providerEmail: 'pat@' }), 'Valid email is required (body.providerEmail)'],
  ['missing paymentSchedule', without('paymentSchedule'), 'Payment schedule is required'],
  ['unknown paymentSchedule', validBody({ paymentSchedule: 'weekly' }), 'Payment schedule is required'],
  ['missing totalAmount', without('totalAmount'), 'Total amount is required'],
  ['totalAmount as a number', validBody({ totalAmount: 1234.5 }), 'Total amount is required'],
  ['totalAmount with 3 decimals', validBody({ totalAmount: '12.345' }), /Enter an amount in dollars/],
  ['totalAmount over the limit', validBody({ totalAmount: '100000000' }), /Enter an amount in dollars/],
  ['negative totalAmount', validBody({ totalAmount: '-5' }), /Enter an amount in dollars/],
  ['blank first name', validBody({ homeownerFirstName: '   ' }), 'First name is required'],
  ['short phone', validBody({ homeownerPhone: '555' }), 'Valid phone number is required'],
  ['short address', validBody({ homeownerAddress: '12' }), 'The address is too short: enter the street, city and ZIP'],
  ['unknown state', validBody({ homeownerState: 'ZZ' }), 'State is required'],
  ['missing provider name', without('providerName'), 'Provider name is required'],
  ['missing service type', without('serviceType'), 'Service type is required'],
  ['short description', validBody({ serviceDescription: 'Fix it' }), 'Please provide a detailed description'],
  ['missing start date', without('projectStartDate'), 'Start date is required'],
  ['missing end date', without('projectEndDate'), 'End date is required'],
  ['short payment terms', validBody({ paymentTerms: 'cash' }), 'Payment terms are required'],
  ['missing termination notice', without('terminationNotice'), 'Termination notice period is required'],
  ['short governing law', validBody({ governingLaw: 'T' }), 'Governing law is required'],
  ['unknown governing law', validBody({ governingLaw: 'Narnia' }), 'Enter one of the 50 US states or DC for the governing law'],
  ['zero totalAmount', validBody({ totalAmount: '0.00' }), 'The total amount must be more than $0'],
  [
    'end before start',
    validBody({ projectStartDate: '2025-03-15', projectEndDate: '2025-03-01' }),
    'The end date is before the start date',
  ],
  ['not a real date', validBody({ projectStartDate: '2025-02-30' }), 'The start date is not a real date'],
  ['zero termination notice', validBody({ terminationNotice: '0' }), 'The notice period must be at least 1 day'],
  ['negative markup', validBody({ materialsMarkup: '-15' }), 'Enter the markup as a percentage from 0 to 100'],
  ['insurance amount in words', validBody({ insuranceAmount: 'lots of money' }), 'Enter the insurance amount in dollars'],
  ['unknown dispute resolution', validBody({ disputeResolution: 'duel' }), 'Dispute resolution method is required'],
  ['missing finalContract', without('finalContract'), 'Please generate a contract first before saving.'],
  ['blank finalContract', validBody({ finalContract: '  \n ' }), 'Please generate a contract first before saving.'],
  ['hasInsurance as text', validBody({ hasInsurance: 'yes' }), /hasInsurance/],
  ['weatherDelays as a number', validBody({ weatherDelays: 1 }), /weatherDelays/],
  ['unknown cleanup choice', validBody({ cleanupResponsibility: 'nobody' }), /cleanupResponsibility/],
  ['serviceType as an object', validBody({ serviceType: { $ne: null } }), 'Service type is required'],
  ['huge first name', validBody({ homeownerFirstName: huge }), 'Must be at most 100 characters'],
  ['huge service type', validBody({ serviceType: huge }), 'Must be at most 200 characters'],
  ['huge e-mail', validBody({ homeownerEmail: `${huge}@example.com` }), 'Valid email is required'],
  ['extra field', validBody({ admin: true } as never), /admin/],
  ['server-owned field: status', validBody({ status: 'signed' }), /status/],
  ['server-owned field: createdBy', validBody({ createdBy: 'someone-else' } as never), /createdBy/],
  ['server-owned field: totalAmountCents', validBody({ totalAmountCents: 1 } as never), /totalAmountCents/],
];

const patchCases: Case[] = [
  ['empty object', {}, 'Contract content is required'],
  ['array', [1, 2]],
  ['null', null],
  ['number content', { editedContractContent: 42 }, 'Contract content is required'],
  ['blank content', { editedContractContent: '  \n\t ' }, 'Contract content is required'],
  ['too long content', { editedContractContent: 'y'.repeat(500_001) }, 'Contract content is too long (at most 500,000 characters)'],
  ['extra field', { editedContractContent: 'ok text', status: 'signed' }, /status/],
];

describe('malformed bodies get 400 with a clear message, never 500', () => {
  describe('POST /api/contracts', () => {
    for (const [what, body, message] of createCases) {
      it(what, async () => {
        expectClear400(await h.request({ method: 'POST', url: '/api/contracts', user: owner, body }), message);
      });
    }
  });

  describe('PUT /api/contracts/:id (the same body as POST)', () => {
    for (const [what, body, message] of createCases) {
      it(what, async () => {
        expectClear400(await h.request({ method: 'PUT', url: `/api/contracts/${id}`, user: owner, body }), message);
      });
    }
  });

  describe('PATCH /api/contracts/:id/content', () => {
    for (const [what, body, message] of patchCases) {
      it(what, async () => {
        expectClear400(await h.request({ method: 'PATCH', url: `/api/contracts/${id}/content`, user: owner, body }), message);
      });
    }
  });

  it('invalid JSON is a 400 JSON answer on every route that reads a body', async () => {
    for (const [method, url] of [
      ['POST', '/api/contracts'],
      ['PATCH', `/api/contracts/${id}/content`],
      ['DELETE', `/api/contracts/${id}`],
    ] as const) {
      const res = await h.request({ method, url, user: owner, rawBody: '{"serviceType":' });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('a non-JSON content type is refused with 415', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/contracts',
      user: owner,
      rawBody: 'serviceType=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('unknown query parameters are a 400 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/contracts?x=1'],
      ['GET', `/api/contracts/${id}?x=1`],
      ['DELETE', `/api/contracts/${id}?x=1`],
    ] as const) {
      const res = await h.request({ method, url, user: owner });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error.message).toMatch(/querystring/);
    }
  });

  it('nothing was written by any of them', async () => {
    expect(await h.rt.store.collection<ContractStored>('contracts').count({})).toBe(1);
    const rec = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(rec.body.editedContractContent).toBeNull();
    expect(await h.rt.store.collection<ActivityDoc>('contract_activity').count({ action: { $ne: 'created' } })).toBe(0);
  });
});
