/**
 * State notices that are signed on their own, in a real browser, for three contracts sold at the home:
 * - Maryland (Md. Code, Com. Law § 14-302.1): the buyer, 65 or older, sees the BUYER'S ACKNOWLEDGMENT OF
 *   THE RIGHT TO CANCEL with her name and the 65+ box ticked; her signature signs its line; the executed
 *   PDF stamps that line, fills the Notice of Cancellation's date of transaction and last day to cancel
 *   (7 business days, at the property's time zone) and prints the MHIC notice. The wizard's Review step
 *   shows the Maryland checks with their citations.
 * - Oregon (Or. Rev. Stat. §§ 701.330, 87.093): each of the four CCB notices is acknowledged by both
 *   parties, and every one of the eight lines is stamped in the executed PDF.
 * - Washington (Wash. Rev. Code § 18.27.114): the NOTICE TO CUSTOMER prints the registration number, the
 *   bond and the registration expiry; the homeowner's line is stamped in the executed PDF.
 * None of the three has a notice the law wants confirmed before signing, so no "Before you sign" panel.
 * Axe checks and screenshots at 1280x800 and 390x844 of the sign pages and the Review step; the executed
 * PDFs and their acknowledgment pages (as PNG) are kept under artifacts/screens.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cancellationDates, parseContract } from '@homepact/legal';
import type { ContractRecord, CreateContractBody } from '@homepact/proto';
import { PHONE, SCREENS_DIR, setUpJourney } from './harness.ts';
import { contractBody, screens, signingPath, signUpThroughLogin, waitForMail, type Party } from './helpers.ts';

const journey = setUpJourney('state-notices');
let page: Page;

const run = Date.now();
const ACK_LINE = /(Homeowner|Contractor)['’]s signature: _{5,}/g;

beforeAll(async () => {
  page = await (await journey.newContext()).newPage();
});

/** The owner signs up once, in the first test that needs it (expect.poll, in the mailbox helper, needs a test). */
let signedUp: Promise<void> | undefined;
const signedIn = () =>
  (signedUp ??= signUpThroughLogin(page, {
    email: `owner-notices-${run}@example.com`,
    firstName: 'Olivia',
    lastName: 'Grant',
    userType: 'landlord',
  }));

interface Deal {
  /** Two letters, lower case: names the screenshots and the PDF. */
  tag: string;
  homeowner: Party;
  providerEmail: string;
  contract: ContractRecord;
}

/** Saves the contract through the API, as the wizard does, and returns it (still a draft). */
async function saveContract(tag: string, serviceType: string, homeowner: Party, overrides: Partial<CreateContractBody>): Promise<Deal> {
  await signedIn();
  const providerEmail = `provider-${tag}-${run}@example.com`;
  const body = contractBody(serviceType, homeowner, providerEmail, { soldAtHome: true, ...overrides });
  const created = await page.request.post('/api/contracts', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return { tag, homeowner, providerEmail, contract: (await created.json()) as ContractRecord };
}

/** Generate PDF Contract: renders the draft and sends both invitations. */
async function send(deal: Deal) {
  const sent = await page.request.post(`/api/contracts/${deal.contract.id}/generate`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
}

/**
 * A party's newest signing link, opened on a phone. `next`: the other party signed first, so the link to
 * use is the fresh one in "… signed …: your signature is next" (only a party's newest link works).
 */
async function openInvitation(deal: Deal, email: string, { next = false } = {}): Promise<Page> {
  const id = deal.contract.id;
  const mail = await waitForMail(
    page.request,
    email,
    (m) => m.text.includes(`/sign/${id}?token=`) && (!next || /your signature is next/.test(m.subject)),
    30_000,
  );
  // At 1x: the whole-page screenshots of these long contracts are four times lighter, and the screen is the same.
  const signer = await (await journey.newContext({ phone: true, deviceScaleFactor: 1, timeout: 30_000 })).newPage();
  await signer.goto(signingPath(mail.text, id));
  return signer;
}

/** Checks and records a sign page at both widths: a whole long contract takes a while to capture. */
async function signScreens(signer: Page, name: string) {
  signer.setDefaultTimeout(120_000);
  await screens(signer, name, { restore: PHONE });
  signer.setDefaultTimeout(30_000);
}

const signForm = (signer: Page, role: 'homeowner' | 'provider') =>
  signer.getByRole('form', { name: role === 'homeowner' ? 'Sign as Homeowner' : 'Sign as Service Provider' });

/** Consents and types the name as the contract names the party (the typed signature is adopted by default); does not sign yet. */
async function fillSignature(signer: Page, role: 'homeowner' | 'provider', name: string) {
  const form = signForm(signer, role);
  await form.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
  await form.getByLabel('Your full name').fill(name);
}

async function submitSignature(signer: Page, role: 'homeowner' | 'provider', last: boolean) {
  await signForm(signer, role).getByRole('button', { name: 'Sign Contract Electronically' }).click();
  await signer.getByRole('heading', { name: last ? 'Contract Fully Executed' : 'You signed this contract' }).waitFor();
}

/** The executed PDF (with its certificate) once it is made, kept as {tag}-executed.pdf; its text by pdftotext. */
async function executedPdf(deal: Deal): Promise<{ file: string; text: string; flat: string }> {
  let pdf: Buffer | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/contracts/${deal.contract.id}/pdf`);
        if (res.status() !== 200 || res.headers()['x-document-kind'] !== 'final') return false;
        pdf = await res.body();
        return true;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  const file = path.join(SCREENS_DIR, `${deal.tag}-executed.pdf`);
  writeFileSync(file, pdf!);
  let text: string;
  try {
    text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`pdftotext failed (install poppler-utils: apt-get install -y poppler-utils): ${String(err)}`, { cause: err });
  }
  expect(text).toContain('CERTIFICATE OF COMPLETION');
  // Straight apostrophes and single spaces, so a line reads the same however the PDF set it.
  return { file, text, flat: text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ') };
}

/** Renders the contract's pages (not the certificate's) holding any of `needles` as artifacts/screens/{tag}-pdf-N.png, to look at. */
function pdfPagesAsPng(deal: Deal, file: string, text: string, needles: string[]) {
  const pages = text.split('\f');
  const certificate = pages.findIndex((p) => p.includes('CERTIFICATE OF COMPLETION'));
  pages.slice(0, certificate).forEach((pageText, i) => {
    const flat = pageText.replace(/\s+/g, ' ');
    if (!needles.some((n) => flat.includes(n))) return;
    execFileSync('pdftoppm', [
      '-r',
      '70',
      '-png',
      '-f',
      String(i + 1),
      '-l',
      String(i + 1),
      file,
      path.join(SCREENS_DIR, `${deal.tag}-pdf`),
    ]);
  });
}

/** The flattened PDF text of one acknowledgment form: from its `heading` to the next notice's `next` heading. */
function formAfter(flat: string, heading: string, next: string): string {
  const at = flat.indexOf(heading);
  expect(at, `"${heading}" in the executed PDF`).toBeGreaterThan(-1);
  const end = flat.indexOf(next, at + heading.length);
  expect(end, `"${next}" after "${heading}" in the executed PDF`).toBeGreaterThan(at);
  return flat.slice(at, end);
}

/** "November 26, 2026 at 01:16:47 EST": a signature time at the property, its zone named. */
const stampedAt = (zones: string) => String.raw`Date: [A-Z][a-z]+ \d{1,2}, \d{4} at \d\d:\d\d:\d\d (?:${zones})`;
const stamped = (label: 'Homeowner' | 'Contractor', name: string, zones: string) =>
  new RegExp(`${label}'s signature: Signed electronically by ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${stampedAt(zones)}`);

/** The signed contract's own record, after signing (signature times and the signed text). */
async function record(deal: Deal): Promise<ContractRecord> {
  const res = await page.request.get(`/api/contracts/${deal.contract.id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ContractRecord;
}

describe('Maryland: the buyer’s acknowledgment of the right to cancel', () => {
  const margaret: Party = { firstName: 'Margaret', lastName: 'Ellis', email: `margaret-md-${run}@example.com` };
  let md: Deal;

  it('the Review step shows the Maryland checks with their citations', { timeout: 240_000 }, async () => {
    md = await saveContract('md', 'Kitchen remodel', margaret, {
      homeownerState: 'MD',
      homeownerAddress: '412 Roland Ave, Baltimore, MD 21210',
      homeownerPhone: '4105550117',
      governingLaw: 'Maryland',
      providerName: 'Chesapeake Home Builders LLC',
      providerPhone: '4105550142',
      providerAddress: '800 N Charles St, Baltimore, MD 21201',
      providerLicense: 'MHIC 05-123456',
      serviceDescription:
        'Remove the existing kitchen cabinets and countertops; install new maple cabinets, quartz countertops, an undermount sink and a tile backsplash; haul away all debris.',
      projectStartDate: '2027-01-11',
      projectEndDate: '2027-02-26',
      totalAmount: '18750.00',
      paymentSchedule: 'milestone',
      paymentTerms: '$1,000 deposit at signing',
      buyerIsSenior: true,
    });

    // Continue Editing: the saved contract opens in the wizard's Review step.
    await page.goto(`/contract/review?contractId=${md.contract.id}`);
    await page.getByRole('heading', { name: 'Your contract' }).waitFor();
    const oral = page.locator('[data-warning-id="md-oral-notice"]');
    await oral.getByText(/tell the buyer out loud about the right to cancel/).waitFor();
    await oral.getByText(/HomePact cannot give that oral notice/).waitFor();
    expect(await oral.getByText(/^Source: /).textContent()).toBe('Source: Md. Code, Com. Law § 14-302.1');
    const cooling = page.locator('[data-warning-id="ftc-cooling-off"]');
    await cooling.getByText(/the buyer may cancel within 7 business days/).waitFor();
    expect(await cooling.getByText(/^Source: /).textContent()).toBe('Source: 16 C.F.R. § 429.1; Md. Code, Com. Law § 14-302.1');
    const written = page.locator('[data-warning-id="md-written-contract"]');
    expect(await written.getByText(/^Source: /).textContent()).toBe('Source: Md. Code, Bus. Reg. § 8-501');
    // The deposit ($1,000) is under Maryland's one-third cap, and the MHIC licence, phone and address are
    // all there: no deposit or licensing warning.
    const ids = await page.locator('[data-warning-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-warning-id')));
    expect(ids).not.toContain('md-deposit-cap');
    expect(ids.filter((id) => /providerLicense|providerPhone|providerAddress|licen/i.test(id ?? ''))).toEqual([]);
    // The text itself carries the Maryland notices.
    const doc = page.getByRole('region', { name: 'Contract text' });
    await doc.getByText("BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL").waitFor();
    await doc.getByText('MARYLAND HOME IMPROVEMENT COMMISSION').first().waitFor();
    await screens(page, 'md-review');
  });

  it(
    'the homeowner, 65 or older, signs her acknowledgment with the contract; the executed PDF stamps it and fills the cancellation dates',
    { timeout: 360_000 },
    async () => {
      await send(md);
      const margaretPage = await openInvitation(md, margaret.email);
      const form = signForm(margaretPage, 'homeowner');
      await form.waitFor();
      const doc = margaretPage.getByRole('article', { name: 'The contract' });
      await doc.getByText("BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL", { exact: true }).waitFor();
      await doc.getByText(/^I, Margaret Ellis, have been provided oral notice that I have the right to cancel this transaction/).waitFor();
      await doc.getByText('[X] check if buyer is at least 65 years old', { exact: true }).waitFor();
      // Maryland wants nothing confirmed before signing.
      expect(await form.getByRole('group', { name: 'Before you sign' }).count()).toBe(0);
      await form.getByText(/Your signature also signs your line of the Buyer['’]s Acknowledgment of the Right to Cancel/i).waitFor();
      // Her line is blank until she signs.
      expect(await doc.locator('.ct-acknowledged').count()).toBe(0);

      await fillSignature(margaretPage, 'homeowner', 'Margaret Ellis');
      await doc.getByText("BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL", { exact: true }).scrollIntoViewIfNeeded();
      await signScreens(margaretPage, 'md-sign-acknowledgment');
      await submitSignature(margaretPage, 'homeowner', false);
      // Her line in the document she reads now carries her signature.
      const line = doc.locator('.ct-acknowledged[data-party="homeowner"]');
      await expect.poll(() => line.count()).toBe(1);
      expect((await line.textContent())?.replace(/\s+/g, ' ')).toMatch(
        /^Homeowner['’]s signature: Signed electronically by Margaret Ellis Date: \S/,
      );

      const ace = await openInvitation(md, md.providerEmail, { next: true });
      await signForm(ace, 'provider').waitFor();
      await fillSignature(ace, 'provider', 'Chesapeake Home Builders LLC');
      await submitSignature(ace, 'provider', true);

      const { file, text, flat } = await executedPdf(md);
      pdfPagesAsPng(md, file, text, [
        "BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL",
        'MARYLAND HOME IMPROVEMENT COMMISSION',
        'NOT LATER THAN MIDNIGHT OF',
      ]);
      const ack = formAfter(flat, "BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL", "BUYER'S RIGHT TO CANCEL");
      expect(ack).toContain('I, Margaret Ellis, have been provided oral notice');
      expect(ack).toContain('[X] check if buyer is at least 65 years old');
      expect(ack).toMatch(stamped('Homeowner', 'Margaret Ellis', 'EST|EDT'));
      expect(flat.match(ACK_LINE) ?? [], 'an acknowledgment line left blank').toEqual([]);
      // The MHIC notice.
      expect(flat).toContain('MARYLAND HOME IMPROVEMENT COMMISSION');
      expect(flat).toContain('410-230-6309 (toll-free 888-218-5925)');
      expect(flat).toContain('MHIC 05-123456');

      // The Notice of Cancellation (two copies), filled from her signature time at the property.
      const signed = await record(md);
      expect(signed.homeownerSignedAt).toBeTruthy();
      const dates = cancellationDates(
        parseContract(signed.editedContractContent ?? signed.finalContract),
        new Date(signed.homeownerSignedAt!),
      );
      expect(dates, 'the signed text has a Notice of Cancellation').not.toBeNull();
      expect(dates!.timeZone).toBe('America/New_York');
      // 7 business days for a buyer of 65 or older: at least 7 weekdays after the transaction, at most 9 (holidays).
      const weekdays = (() => {
        let n = 0;
        const from = Date.UTC(dates!.transaction.year, dates!.transaction.month - 1, dates!.transaction.day);
        const to = Date.UTC(dates!.lastDay.year, dates!.lastDay.month - 1, dates!.lastDay.day);
        for (let t = from + 86_400_000; t <= to; t += 86_400_000) if (![0, 6].includes(new Date(t).getUTCDay())) n += 1;
        return n;
      })();
      expect(weekdays).toBeGreaterThanOrEqual(7);
      expect(weekdays).toBeLessThanOrEqual(9);
      const transaction = `Date of transaction (the date the buyer signs this contract): ${dates!.transactionText}`;
      const lastDay = `NOT LATER THAN MIDNIGHT OF ${dates!.lastDayText.toUpperCase()} (THE SEVENTH BUSINESS DAY AFTER THE DATE OF TRANSACTION)`;
      expect(flat.split(transaction).length - 1, transaction).toBe(2);
      expect(flat.split(lastDay).length - 1, lastDay).toBe(2);
      expect(flat).not.toMatch(/Date of transaction \(the date the buyer signs this contract\): _{3,}/);
      expect(flat).not.toMatch(/NOT LATER THAN MIDNIGHT OF _{3,}/);
    },
  );
});

describe('Oregon: the four CCB notices, each acknowledged by both parties', () => {
  const daniel: Party = { firstName: 'Daniel', lastName: 'Reyes', email: `daniel-or-${run}@example.com` };
  /** Each CCB notice's acknowledgment form, and the heading that follows it. */
  const FORMS: Array<[string, string]> = [
    ['ACKNOWLEDGMENT OF THE CONSUMER PROTECTION NOTICE', 'NOTICE OF PROCEDURE'],
    ['ACKNOWLEDGMENT OF THE NOTICE OF PROCEDURE', 'INFORMATION NOTICE TO OWNER ABOUT CONSTRUCTION LIENS'],
    ['ACKNOWLEDGMENT OF THE INFORMATION NOTICE TO OWNER ABOUT CONSTRUCTION LIENS', 'RECOMMENDED MAINTENANCE AND HOMEOWNER INFORMATION'],
    ['ACKNOWLEDGMENT OF THE RECOMMENDED MAINTENANCE AND HOMEOWNER INFORMATION', "BUYER'S RIGHT TO CANCEL"],
  ];

  it('both sign; every acknowledgment line is stamped for both in the executed PDF', { timeout: 360_000 }, async () => {
    const or = await saveContract('or', 'Deck rebuild', daniel, {
      homeownerState: 'OR',
      homeownerAddress: '2231 SE Belmont St, Portland, OR 97214',
      homeownerPhone: '5035550161',
      governingLaw: 'Oregon',
      providerName: 'Willamette Decks & Fences LLC',
      providerPhone: '5035550188',
      providerAddress: '1500 NW 18th Ave, Portland, OR 97209',
      providerLicense: 'CCB 234567',
      serviceDescription:
        'Tear out the rotted rear deck; build a new 12 x 16 ft pressure-treated deck with composite decking, railings and stairs to grade; pull the city permit.',
      projectStartDate: '2027-04-05',
      projectEndDate: '2027-04-23',
      totalAmount: '9500.00',
    });
    await send(or);

    const home = await openInvitation(or, daniel.email);
    await signForm(home, 'homeowner').waitFor();
    expect(await signForm(home, 'homeowner').getByRole('group', { name: 'Before you sign' }).count()).toBe(0);
    const ackText = (await signForm(home, 'homeowner').locator('.sign-acknowledgment').textContent()) ?? '';
    for (const f of [
      'Consumer Protection Notice',
      'Notice of Procedure',
      'Information Notice to Owner About Construction Liens',
      'Recommended Maintenance',
    ])
      expect(ackText.toLowerCase(), ackText).toContain(f.toLowerCase());
    await fillSignature(home, 'homeowner', 'Daniel Reyes');
    await submitSignature(home, 'homeowner', false);

    const provider = await openInvitation(or, or.providerEmail, { next: true });
    const form = signForm(provider, 'provider');
    await form.waitFor();
    const doc = provider.getByRole('article', { name: 'The contract' });
    for (const [f] of FORMS) await doc.getByText(f, { exact: true }).waitFor();
    // The provider reads the homeowner's four lines already signed, and signs his own four.
    await expect.poll(() => doc.locator('.ct-acknowledged[data-party="homeowner"]').count()).toBe(4);
    expect(await form.getByRole('group', { name: 'Before you sign' }).count()).toBe(0);
    await form.getByText(/Your signature also signs your line of the Acknowledgment of the Consumer Protection Notice/i).waitFor();
    await fillSignature(provider, 'provider', 'Willamette Decks & Fences LLC');
    await doc.getByText(FORMS[0]![0], { exact: true }).scrollIntoViewIfNeeded();
    await signScreens(provider, 'or-sign-provider');
    await submitSignature(provider, 'provider', true);

    const { file, text, flat } = await executedPdf(or);
    pdfPagesAsPng(
      or,
      file,
      text,
      FORMS.map(([f]) => f),
    );
    for (const [f, next] of FORMS) {
      const form = formAfter(flat, f, next);
      expect(form, f).toMatch(stamped('Homeowner', 'Daniel Reyes', 'PST|PDT'));
      expect(form, f).toMatch(stamped('Contractor', 'Willamette Decks & Fences LLC', 'PST|PDT'));
    }
    expect(flat.match(/Homeowner's signature: Signed electronically by Daniel Reyes/g)).toHaveLength(4);
    expect(flat.match(/Contractor's signature: Signed electronically by Willamette Decks & Fences LLC/g)).toHaveLength(4);
    expect(flat.match(ACK_LINE) ?? [], 'an acknowledgment line left blank').toEqual([]);
  });
});

describe('Washington: the NOTICE TO CUSTOMER', () => {
  const priya: Party = { firstName: 'Priya', lastName: 'Nair', email: `priya-wa-${run}@example.com` };

  it(
    'prints the registration, bond and expiry; the homeowner’s acknowledgment is stamped in the executed PDF',
    { timeout: 360_000 },
    async () => {
      const wa = await saveContract('wa', 'Roof replacement', priya, {
        homeownerState: 'WA',
        homeownerAddress: '5120 Ballard Ave NW, Seattle, WA 98107',
        homeownerPhone: '2065550133',
        governingLaw: 'Washington',
        providerName: 'Puget Sound Roofing Inc',
        providerPhone: '2065550170',
        providerAddress: '2200 Western Ave, Seattle, WA 98121',
        providerLicense: 'PUGETSR812QP',
        serviceDescription:
          'Strip the existing asphalt shingles down to the deck, replace damaged sheathing, install underlayment, flashing and new architectural shingles, and haul away the old roofing.',
        projectStartDate: '2027-05-03',
        projectEndDate: '2027-05-14',
        totalAmount: '12000.00',
        bondAmount: '12000',
        licenseExpiry: '2027-06-30',
      });
      await send(wa);

      const home = await openInvitation(wa, priya.email);
      const form = signForm(home, 'homeowner');
      await form.waitFor();
      const doc = home.getByRole('article', { name: 'The contract' });
      // The notice is "conspicuous" (12-point bold): the library sets it in capitals, so its words are compared
      // without regard to case.
      const notice = doc.getByText(/^This contractor is registered with the state of Washington/i);
      await notice.waitFor();
      expect((await notice.textContent())?.toLowerCase()).toBe(
        'This contractor is registered with the state of Washington, registration no. PUGETSR812QP, and has posted with the state a bond or deposit of $12,000.00 for the purpose of satisfying claims against the contractor for breach of contract including negligent or improper work in the conduct of the contractor’s business. The expiration date of this contractor’s registration is June 30, 2027.'.toLowerCase(),
      );
      await doc.getByText(/valid claims up to \$12,000\.00 that you and other customers/i).waitFor();
      await doc.getByText('ACKNOWLEDGMENT OF THE NOTICE TO CUSTOMER', { exact: true }).waitFor();
      expect(await form.getByRole('group', { name: 'Before you sign' }).count()).toBe(0);
      await form.getByText(/Your signature also signs your line of the Acknowledgment of the Notice to Customer/i).waitFor();
      await fillSignature(home, 'homeowner', 'Priya Nair');
      await notice.scrollIntoViewIfNeeded();
      await signScreens(home, 'wa-sign-notice');
      await submitSignature(home, 'homeowner', false);

      const provider = await openInvitation(wa, wa.providerEmail, { next: true });
      await signForm(provider, 'provider').waitFor();
      await fillSignature(provider, 'provider', 'Puget Sound Roofing Inc');
      await submitSignature(provider, 'provider', true);

      const { file, text, flat } = await executedPdf(wa);
      pdfPagesAsPng(wa, file, text, ['NOTICE TO CUSTOMER']);
      const lower = flat.toLowerCase();
      expect(lower).toContain('registration no. pugetsr812qp');
      expect(lower).toContain('a bond or deposit of $12,000.00');
      expect(lower).toContain('registration is june 30, 2027.');
      expect(flat).not.toMatch(/\{(providerLicense|bondAmount|licenseExpiry)\}/);
      expect(formAfter(flat, 'ACKNOWLEDGMENT OF THE NOTICE TO CUSTOMER', "BUYER'S RIGHT TO CANCEL")).toMatch(
        stamped('Homeowner', 'Priya Nair', 'PST|PDT'),
      );
      expect(flat.match(ACK_LINE) ?? [], 'an acknowledgment line left blank').toEqual([]);
    },
  );
});
