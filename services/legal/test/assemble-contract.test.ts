import { describe, expect, it } from 'vitest';
import { assembleContract } from '../src/index.ts';
import { draft, draftIn, GENERATED_AT, PLACEHOLDER } from './fixtures.ts';
import type { ContractDraft } from '@homepact/proto';

const assemble = (form: ContractDraft, extra: Partial<Parameters<typeof assembleContract>[0]> = {}) =>
  assembleContract({ form, generatedAt: GENERATED_AT, ...extra });

const HEADINGS = [
  'PARTIES',
  'SCOPE OF WORK',
  'TIMELINE',
  'PRICE AND PAYMENT SCHEDULE',
  'MATERIALS AND TOOLS',
  'LICENSING AND INSURANCE',
  'SAFETY, CODES AND PERMITS',
  'CLEAN-UP',
  'SCHEDULE AND ACCESS',
  'WARRANTIES AND LIABILITY',
  'TERMINATION AND DISPUTE RESOLUTION',
  'GOVERNING LAW',
];

/** What every complete contract must say, whatever the state. */
function expectSpecificContract(text: string, stateName: string) {
  for (const part of [
    'Maria Lopez',
    'maria.lopez@example.com',
    '(916) 555-0142',
    'Sam Ortiz',
    'Ortiz Roofing Inc.',
    'sam@ortizroofing.example',
    '(916) 555-0199',
    '88 Industrial Way, Springfield',
    'Roof Replacement',
    'Tear off and replace the asphalt shingle roof',
    '$12,500.50',
    'January 5, 2025',
    'February 14, 2025',
    'NOT LEGAL ADVICE',
    `reviewed by an attorney licensed in ${stateName}`,
    `governed by the laws of the State of ${stateName}`,
    'HOMEOWNER\nSignature: ',
    'SERVICE PROVIDER\nSignature: ',
  ]) {
    expect(text).toContain(part);
  }
  expect(text).not.toMatch(PLACEHOLDER);
}

function expectNumberedHeadings(text: string, sections: Array<{ number: number; heading: string }>) {
  sections.forEach((s, i) => {
    expect(s.number).toBe(i + 1);
    expect(text).toContain(`\n${s.number}. ${s.heading}\n`);
    expect(s.heading).toBe(s.heading.toUpperCase());
  });
}

describe('assembleContract: shape', () => {
  it('numbers the sections in the required order, notices and signatures last', () => {
    const c = assemble(draft());
    expect(c.sections.map((s) => s.heading).slice(0, 12)).toEqual(HEADINGS);
    expect(c.sections.at(-2)?.heading).toBe('NOTICES REQUIRED BY LAW');
    expect(c.sections.at(-1)?.heading).toBe('ELECTRONIC SIGNATURE CONSENT AND SIGNATURES');
    expectNumberedHeadings(c.text, c.sections);
    expect(c.title).toBe('Home Service Contract: Roof Replacement');
  });

  it('has no body line the editor preview could mistake for a numbered section heading', () => {
    for (const form of [
      draft({ soldAtHome: true }),
      draftIn('TX', 'Texas', { disputeResolution: 'arbitration' }),
      draftIn('FL', 'Florida'),
      draftIn('IL', 'Illinois'),
    ]) {
      const c = assemble(form);
      const numbered = [...c.text.matchAll(/^(\d+)\. (.+)$/gm)].map((m) => `${m[1]}. ${m[2]}`);
      expect(numbered).toEqual(c.sections.map((s) => `${s.number}. ${s.heading}`));
    }
  });

  it('is pure: the same input gives the same contract, and the date comes from generatedAt', () => {
    const a = assemble(draft());
    const b = assemble(draft());
    expect(a).toEqual(b);
    expect(a.text).toContain('Prepared on January 2, 2025');
    expect(assemble(draft(), { generatedAt: new Date('2025-06-30T12:00:00Z') }).text).toContain('Prepared on June 30, 2025');
    expect(
      assemble(draft(), { generatedAt: new Date('2025-01-06T03:00:00Z'), options: { timeZone: 'America/Los_Angeles' } }).text,
    ).toContain('Prepared on January 5, 2025');
  });

  it('uses the scope passed in over the draft’s AI scope', () => {
    expect(assemble(draft({ aiGeneratedScope: 'Remove two layers of shingles.' })).text).toContain(
      'Detailed scope of work:\nRemove two layers of shingles.',
    );
    const c = assemble(draft({ aiGeneratedScope: 'Old scope.' }), { scope: 'Install ridge vents on the north slope.' });
    expect(c.text).toContain('Install ridge vents on the north slope.');
    expect(c.text).not.toContain('Old scope.');
  });
});

describe('assembleContract: defaults for missing values', () => {
  it('fills an empty draft with the spec defaults and no placeholders', () => {
    const c = assemble({});
    for (const part of [
      'Service type: General Home Services',
      'Work hours: Standard business hours',
      'Total contract price: $0.00',
      'Payment schedule: To be determined',
      'Payment terms: Standard payment terms apply',
      'Homeowner: N/A',
      'Start date: N/A',
      'Contractor license number: N/A',
      'NOT LEGAL ADVICE',
      'governed by the laws of the state where the property is located',
    ]) {
      expect(c.text).toContain(part);
    }
    expect(c.stateCode).toBeNull();
    expect(c.text).not.toMatch(PLACEHOLDER);
    expectNumberedHeadings(c.text, c.sections);
  });

  it('leaves out an optional answer left empty instead of printing "N/A" filler; a section with none says so plainly', () => {
    const c = assemble({});
    for (const filler of ['Special tools:', 'Bonded:', 'Weather delays:', 'Access requirements:', 'Warranty period:', 'Clean-up notes:']) {
      expect(c.text).not.toContain(filler);
    }
    // What the contract must state keeps its N/A (see the spec defaults above); only optional lines go.
    expect(c.text.match(/^.*: N\/A$/gm)).toEqual(expect.arrayContaining(['Homeowner: N/A', 'Contractor license number: N/A']));
    for (const sentence of [
      'No special tools are required.',
      'No safety, code or permit choices were made for this contract.',
      'No clean-up arrangements were chosen for this contract.',
    ]) {
      expect(c.text).toContain(sentence);
    }
    const answered = assemble({ specialTools: 'Tile saw', hasBonding: false, weatherDelays: true, cleanupNotes: 'Haul debris daily' });
    for (const line of ['Special tools: Tile saw', 'Bonded: No', 'Clean-up notes: Haul debris daily'])
      expect(answered.text).toContain(line);
    expect(answered.text).not.toContain('No special tools are required.');
    expect(answered.text).not.toContain('No clean-up arrangements');
  });

  it('treats wrongly typed draft values as missing', () => {
    const c = assemble({ serviceType: 42, totalAmount: {}, workHours: null, homeownerState: ['CA'] } as unknown as ContractDraft);
    expect(c.text).toContain('Service type: General Home Services');
    expect(c.text).toContain('Total contract price: $0.00');
    expect(c.text).not.toMatch(PLACEHOLDER);
  });

  it('shows dates as typed when they are not date-input values', () => {
    const c = assemble(draft({ projectStartDate: 'early March', projectEndDate: 'mid April' }));
    expect(c.text).toContain('Start date: early March');
    expect(c.text).toContain('Completion date: mid April');
  });

  it('reads the state from the quick-setup slug when the homeowner state is missing', () => {
    expect(assemble(draft({ homeownerState: undefined, state: 'new-york', governingLaw: undefined })).stateCode).toBe('NY');
  });
});

describe('assembleContract: money exact to the cent', () => {
  const schedule = (text: string) =>
    [...text.matchAll(/^- (?:Deposit|Progress payment|Final payment|Full payment), due [^:]+: (\$[\d,.]+)$/gm)].map((m) => m[1]);

  it('splits $19.99 into milestones that add up', () => {
    const c = assemble(draftIn('WY', 'Wyoming', { totalAmount: '19.99', paymentSchedule: 'milestone' }));
    expect(schedule(c.text)).toEqual(['$6.66', '$6.66', '$6.67']);
    expect(c.text).toContain('- Total: $19.99');
  });

  it('schedules $1,000.10 to the cent', () => {
    const c = assemble(draftIn('UT', 'Utah', { totalAmount: '1000.10', paymentSchedule: 'milestone' }));
    expect(schedule(c.text)).toEqual(['$333.36', '$333.37', '$333.37']);
    expect(c.text).toContain('Total contract price: $1,000.10');
  });

  it('turns a stated percentage deposit into exact cents', () => {
    const c = assemble(
      draftIn('UT', 'Utah', { totalAmount: '1,250.05', paymentSchedule: 'completion', paymentTerms: '30% deposit, balance on completion' }),
    );
    expect(schedule(c.text)).toEqual(['$375.02', '$875.03']);
  });

  it('never schedules a California deposit above $1,000 or 10%, and always adds up', () => {
    for (const total of ['19.99', '500', '1000.10', '5000', '9999.99', '10000.01', '12500.50', '250000']) {
      for (const paymentSchedule of ['upfront', 'milestone', 'completion'] as const) {
        for (const paymentTerms of ['By check', '30% deposit', 'deposit of $5,000', 'No deposit']) {
          const c = assemble(draft({ totalAmount: total, paymentSchedule, paymentTerms }));
          const cents = schedule(c.text).map((s) => Number(s!.replace(/[$,.]/g, '')));
          const totalCents = Number(total.replace('.', '')) * (total.includes('.') ? 1 : 100);
          expect(cents.reduce((a, b) => a + b, 0)).toBe(totalCents);
          const deposit = /^- (?:Deposit|Full payment), due when this contract is signed[^:]*: (\$[\d,.]+)$/m.exec(c.text)?.[1];
          const depositCents = deposit ? Number(deposit.replace(/[$,.]/g, '')) : 0;
          expect(depositCents).toBeLessThanOrEqual(Math.min(100_000, Math.floor(totalCents / 10)));
        }
      }
    }
  });
});

describe('assembleContract: California', () => {
  const form = draft({ soldAtHome: true, paymentSchedule: 'milestone', paymentTerms: '30% deposit, balance in two progress payments' });
  const c = assemble(form);

  it('is specific and complete', () => {
    expectSpecificContract(c.text, 'California');
    expect(c.stateCode).toBe('CA');
  });

  it('carries the CSLB notice, mechanics lien warning, change orders and the down-payment cap, with sources', () => {
    expect(c.text).toContain('INFORMATION ABOUT THE CONTRACTORS STATE LICENSE BOARD (CSLB)');
    expect(c.text).toContain('MECHANICS LIEN WARNING');
    expect(c.text).toContain('written change order signed by both parties');
    expect(c.text).toContain('(Source: Cal. Bus. & Prof. Code § 7159)');
    expect(c.text).toContain('(Source: Cal. Bus. & Prof. Code § 7159.5)');
    expect(c.text).toContain('- Deposit, due when this contract is signed, before work begins: $1,000.00');
    expect(c.text).toContain('The payment terms called for $3,750.15 before work begins; the down payment is limited to $1,000.00');
    expect(c.notices).toEqual(expect.arrayContaining(['ca-cslb', 'ca-mechanics-lien-warning', 'ca-change-orders', 'ca-down-payment-cap']));
  });

  it('gives three business days to cancel, five for a buyer 65 or older, seven after a declared disaster', () => {
    expect(c.text).toContain('WITHIN THREE BUSINESS DAYS FROM THE ABOVE DATE');
    expect(c.text).toContain('Cal. Civ. Code §§ 1689.6-1689.7');
    expect(c.notices).toEqual(expect.arrayContaining(['ca-right-to-cancel', 'ftc-cooling-off', 'ftc-notice-of-cancellation']));
    expect(assemble(draft({ soldAtHome: true, buyerIsSenior: true })).text).toContain('MIDNIGHT OF THE FIFTH BUSINESS DAY');
    expect(assemble(draft({ soldAtHome: true }), { options: { declaredDisaster: true } }).text).toContain('WITHIN SEVEN BUSINESS DAYS');
  });

  it('flags that the cancellation notices fall outside California’s UETA', () => {
    expect(c.text).toContain('(Source: Cal. Civ. Code § 1633.3)');
    expect(c.notices).toContain('ca-ueta-paper-notices');
  });

  it('leaves the § 7159 notices out of a contract of $500 or less', () => {
    const small = assemble(draft({ totalAmount: '500' }));
    expect(small.text).not.toContain('MECHANICS LIEN WARNING');
    expect(small.text).not.toMatch(PLACEHOLDER);
  });
});

describe('assembleContract: Texas', () => {
  const c = assemble(draftIn('TX', 'Texas', { disputeResolution: 'arbitration' }));

  it('is specific and complete', () => {
    expectSpecificContract(c.text, 'Texas');
  });

  it('carries the disclosure statement, homestead rules and a conspicuous arbitration clause', () => {
    expect(c.text).toContain('RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT\n(Source: Tex. Prop. Code § 53.255)');
    expect(c.text).toContain('(Source: Tex. Prop. Code § 53.254)');
    expect(c.text).toContain("HOMEOWNER'S SPOUSE");
    expect(c.text).toContain('IMPORTANT NOTICE: YOU AND YOUR CONTRACTOR ARE RESPONSIBLE');
    expect(c.text).toContain('ANY DISPUTE ABOUT THIS CONTRACT WILL BE RESOLVED BY BINDING ARBITRATION');
    expect(c.text).toContain('(Source: Tex. Prop. Code § 41.007(c)-(d))');
    expect(c.conspicuous.some((p) => p.startsWith('ANY DISPUTE ABOUT THIS CONTRACT'))).toBe(true);
    expect(c.notices).toEqual(expect.arrayContaining(['tx-disclosure-statement', 'tx-homestead-lien', 'tx-arbitration-conspicuous']));
  });

  it('leaves a mediation clause in ordinary type', () => {
    const mediation = assemble(draftIn('TX', 'Texas'));
    expect(mediation.notices).not.toContain('tx-arbitration-conspicuous');
    expect(mediation.text).toContain('The parties will first try to resolve any dispute');
  });
});

describe('assembleContract: Florida', () => {
  it('is specific and carries the lien and recovery fund notices over $2,500', () => {
    const c = assemble(draftIn('FL', 'Florida'));
    expectSpecificContract(c.text, 'Florida');
    expect(c.text).toContain("ACCORDING TO FLORIDA'S CONSTRUCTION LIEN LAW");
    expect(c.text).toContain('(Source: Fla. Stat. § 713.015)');
    expect(c.text).toContain("FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND\n(Source: Fla. Stat. § 489.1425)");
  });

  it('puts the notices in at $2,500.01 and not at $2,500.00', () => {
    expect(assemble(draftIn('FL', 'Florida', { totalAmount: '2500' })).notices).not.toContain('fl-construction-lien');
    expect(assemble(draftIn('FL', 'Florida', { totalAmount: '2500.01' })).notices).toEqual(
      expect.arrayContaining(['fl-construction-lien', 'fl-recovery-fund']),
    );
  });

  it('states the permit and start obligations when the deposit is over 10%', () => {
    const c = assemble(draftIn('FL', 'Florida', { paymentTerms: '25% deposit at signing' }));
    expect(c.text).toContain('apply for all permits the work needs within 30 days');
    expect(c.text).toContain('(Source: Fla. Stat. § 489.126)');
    expect(assemble(draftIn('FL', 'Florida', { paymentTerms: '10% deposit at signing' })).notices).not.toContain('fl-deposit-obligations');
  });
});

describe('assembleContract: New York', () => {
  const c = assemble(draftIn('NY', 'New York', { paymentSchedule: 'milestone' }));

  it('is specific and complete', () => {
    expectSpecificContract(c.text, 'New York');
  });

  it('carries the mechanic’s lien notice, license number, dates, materials and deposit escrow', () => {
    expect(c.text).toContain("NOTICE TO OWNER: MECHANIC'S LIEN\n(Source: N.Y. Gen. Bus. Law § 771(1)(d))");
    expect(c.text).toContain('Contractor license number: 1098765');
    expect(c.text).toContain('have not agreed that a definite completion date is of the essence');
    expect(c.text).toContain('make, model number or other identifying information');
    expect(c.text).toContain('deposited in an escrow account in a bank in New York State');
    expect(c.text).toContain('signed by all the parties');
    expect(c.text).toContain('N.Y. State Tech. Law § 304');
    expect(c.notices).toEqual(
      expect.arrayContaining(['ny-mechanics-lien', 'ny-deposit-escrow', 'ny-home-improvement-contract', 'ny-esra']),
    );
  });

  it('needs no escrow clause when everything is paid on completion', () => {
    expect(assemble(draftIn('NY', 'New York')).notices).not.toContain('ny-deposit-escrow');
  });
});

describe('assembleContract: Illinois', () => {
  const c = assemble(draftIn('IL', 'Illinois', { disputeResolution: 'arbitration' }));

  it('is specific and complete', () => {
    expectSpecificContract(c.text, 'Illinois');
  });

  it('carries the written-contract clause, the Consumer Rights acknowledgment and separate acceptance of arbitration', () => {
    expect(c.text).toContain('(Source: 815 ILCS 513/15)');
    expect(c.text).toContain('CONSUMER RIGHTS ACKNOWLEDGMENT FORM\n(Source: 815 ILCS 513/20)');
    expect(c.text).toContain("'Home Repair: Know Your Consumer Rights.'");
    expect(c.text).toContain('Binding arbitration clause. Accept');
    expect(c.text).toContain('Waiver of trial by jury. Accept');
    expect(c.text).toContain('(Source: 815 ILCS 513/15.1)');
  });

  it('leaves the acknowledgment out at $1,000 or less', () => {
    expect(assemble(draftIn('IL', 'Illinois', { totalAmount: '1000' })).notices).not.toContain('il-consumer-rights');
    expect(assemble(draftIn('IL', 'Illinois', { totalAmount: '1000.01' })).notices).toContain('il-consumer-rights');
  });
});

describe('assembleContract: a state with no special rules', () => {
  it('uses the property’s state for governing law and venue and points to the licensing authority', () => {
    const c = assemble(draftIn('WY', 'Wyoming'));
    expectSpecificContract(c.text, 'Wyoming');
    expect(c.text).toContain('in the county in Wyoming where the property is located');
    expect(c.text).toContain("check the Provider's license or registration with Wyoming's contractor licensing authority");
    expect(c.notices).toEqual(['not-legal-advice', 'esign-consent']);
    expect(c.sections.map((s) => s.id)).not.toContain('notices');
  });

  it('names the licensing board where it is known', () => {
    expect(assemble(draftIn('AZ', 'Arizona')).text).toContain('Arizona Registrar of Contractors');
  });

  it('follows the property’s state when the governing-law field names another', () => {
    const c = assemble(draftIn('OH', 'Texas'));
    expect(c.text).toContain('governed by the laws of the State of Ohio');
    expect(c.text).toContain('The parties named Texas as the governing law');
  });
});

describe('assembleContract: FTC cooling-off rule', () => {
  it('includes the statement by the buyer’s signature and the notice of cancellation in duplicate when sold at home', () => {
    const c = assemble(draftIn('UT', 'Utah', { soldAtHome: true }));
    expect(c.text).toContain('YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY');
    expect(c.text).toContain('SEE THE NOTICE OF CANCELLATION FORMS IN SECTION 13 OF THIS CONTRACT');
    expect(c.text).toContain('NOTICE OF CANCELLATION (COPY 1 OF 2');
    expect(c.text).toContain('NOTICE OF CANCELLATION (COPY 2 OF 2');
    // The whole form is conspicuous (16 C.F.R. § 429.1(b): ten-point bold), the seller's contact included.
    expect(c.text).toContain('TO ORTIZ ROOFING INC., AT 88 INDUSTRIAL WAY, SPRINGFIELD');
    expect(c.text).toContain('(Source: 16 C.F.R. § 429.1)');
    const signatures = c.sections.at(-1)!.body;
    expect(signatures.indexOf('YOU, THE BUYER, MAY CANCEL')).toBeLessThan(signatures.indexOf('HOMEOWNER\nSignature'));
  });

  it('assumes a possible home sale when soldAtHome is not recorded', () => {
    expect(assemble(draftIn('UT', 'Utah', { soldAtHome: undefined })).notices).toContain('ftc-notice-of-cancellation');
  });

  it('is left out when the sale was not at home or is under $25', () => {
    expect(assemble(draftIn('UT', 'Utah', { soldAtHome: false })).notices).not.toContain('ftc-cooling-off');
    expect(assemble(draftIn('UT', 'Utah', { soldAtHome: true, totalAmount: '24.99' })).notices).not.toContain('ftc-cooling-off');
    expect(assemble(draftIn('UT', 'Utah', { soldAtHome: true, totalAmount: '25' })).notices).toContain('ftc-cooling-off');
  });
});

describe('assembleContract: electronic signature consent', () => {
  it('summarises the ESIGN disclosures', () => {
    const text = assemble(draftIn('UT', 'Utah')).text;
    for (const part of [
      'Paper copies:',
      'Withdrawing consent:',
      'What the consent covers:',
      'Updating contact details:',
      'Hardware and software:',
      '15 U.S.C. § 7001(c)',
    ]) {
      expect(text).toContain(part);
    }
  });
});
