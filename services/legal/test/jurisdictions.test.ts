/**
 * Every jurisdiction's law record, checked against the contracts the library
 * writes: for each of the 51 jurisdictions, contracts are generated for a sale
 * at the home and not, with and without financing, for buyers under and over
 * 65, paid by insurance and not, and each encoded rule's text, citation and
 * form (conspicuous, separately signed) is looked for where it applies and
 * not found where it does not.
 */
import { US_STATES, type ContractDraft } from '@homepact/proto';
import { describe, expect, it } from 'vitest';
import { readDraft } from '../src/context.ts';
import { formatUsd } from '../src/money.ts';
import { assembleContract, checkContract, jurisdictionCodes, lawFor, parseContract } from '../src/index.ts';
import { holds, priceHolds } from '../src/states/law/conditions.ts';
import { fillPlaceholders, PLACEHOLDER_NAMES } from '../src/states/law/fill.ts';
import { depositCapCents } from '../src/states/from-law.ts';
import type { JurisdictionLaw } from '../src/states/law/types.ts';
import { draftIn, GENERATED_AT } from './fixtures.ts';

const HAND_WRITTEN = new Set(['CA', 'TX', 'FL', 'NY', 'IL']);

function scenarios(law: JurisdictionLaw): Array<{ name: string; form: ContractDraft }> {
  const out: Array<{ name: string; form: ContractDraft }> = [];
  for (const soldAtHome of [true, false])
    for (const financed of [false, true])
      for (const senior of [false, true])
        for (const insurance of [false, true])
          for (const total of ['450', '18750'])
            out.push({
              name: `${soldAtHome ? 'sold at home' : 'not at home'}, ${financed ? 'financed' : 'cash'}, ${senior ? '65+' : 'under 65'}, ${insurance ? 'insurance' : 'no insurance'}, $${total}`,
              form: draftIn(law.code, law.name, {
                soldAtHome,
                securedByHome: financed,
                buyerIsSenior: senior,
                insuranceClaim: insurance,
                totalAmount: total,
                serviceType: insurance ? 'Roof replacement' : 'Kitchen remodel',
                disputeResolution: senior ? 'arbitration' : 'mediation',
              }),
            });
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the law library', () => {
  it('has a record for each of the 50 states and DC', () => {
    expect(jurisdictionCodes().sort()).toEqual(US_STATES.map((s) => s.code).sort());
    expect(US_STATES).toHaveLength(51);
  });

  it.each(jurisdictionCodes())('%s: every rule names its source and confidence, and no wording has an unknown placeholder', (code) => {
    const law = lawFor(code)!;
    expect(law.name).toBe(US_STATES.find((s) => s.code === code)!.name);
    expect(law.summary.length).toBeGreaterThan(40);
    const rules = [
      law.licensing,
      law.writtenContract,
      law.cancellation,
      law.insuranceCancellation,
      law.depositCap,
      ...law.terms,
      ...law.notices,
      ...law.requiredFields,
      ...law.eSignLimits,
    ].filter((r) => r !== undefined);
    for (const rule of rules) {
      expect(rule.source.trim().length, JSON.stringify(rule)).toBeGreaterThan(3);
      expect(['high', 'medium', 'low']).toContain(rule.confidence);
    }
    const wording = [...law.terms.map((t) => t.text), ...law.notices.flatMap((n) => n.paragraphs)].join('\n');
    for (const [, name] of wording.matchAll(/\{([A-Za-z]+)\}/g)) {
      expect(PLACEHOLDER_NAMES).toContain(name);
    }
    for (const n of law.notices) expect(n.title).toBe(n.title.toUpperCase());
  });
});

describe.each(jurisdictionCodes())('a contract for %s', (code) => {
  const law = lawFor(code)!;

  it.each(scenarios(law).map((s) => [s.name, s.form] as const))(
    '%s: carries each rule that applies, with its citation and form',
    (_name, form) => {
      const contract = assembleContract({ form, generatedAt: GENERATED_AT });
      const text = contract.text;
      const flat = squash(text);
      const { facts } = readDraft(form);
      const doc = parseContract(text);

      // What must be in the text and what must not, worked out first so every rule is one assertion below.
      const present: string[] = [];
      const absent: string[] = [];
      const conspicuous: string[] = [];
      const signers: Array<{ party: string; title: string }> = [];
      const expectIf = (applies: boolean, ...wording: string[]) => (applies ? present : absent).push(...wording);

      for (const term of law.terms) {
        const wording = squash(fillPlaceholders(term.text, facts));
        const expected = term.conspicuous ? wording.toUpperCase() : wording;
        expectIf(holds(term.when, facts), `${expected} (Source: ${term.source})`);
      }
      for (const notice of law.notices) {
        const applies = holds(notice.when, facts);
        expectIf(applies, squash(`${notice.title}\n(Source: ${notice.source})`));
        if (!applies) continue;
        for (const p of notice.paragraphs) {
          const wording = squash(fillPlaceholders(p, facts));
          const capitals = notice.conspicuous !== undefined && notice.conspicuous.keepCase !== true;
          present.push(capitals ? wording.toUpperCase() : wording);
          if (capitals) conspicuous.push(wording.toUpperCase());
        }
        for (const party of notice.signedBy ?? []) signers.push({ party, title: notice.title });
      }
      const ins = law.insuranceCancellation;
      if (ins) expectIf(holds({ insuranceClaim: true }, facts), squash(ins.conspicuous ? ins.notice.toUpperCase() : ins.notice));

      const cap = law.depositCap;
      if (cap && !HAND_WRITTEN.has(code) && priceHolds(cap.when, facts.totalCents)) {
        present.push(
          `${law.name} law limits the deposit: ${cap.rule} For this contract that is at most `,
          `${formatUsd(depositCapCents(cap, facts.totalCents!))}`,
        );
      }

      const c = law.cancellation;
      const ftc = facts.possiblySoldAtHome && facts.totalCents !== undefined && facts.totalCents >= 2_500;
      const stateRight = c !== undefined && holds(c.when, facts) && (ftc || c.whereverSigned === true);
      const days = Math.max(
        ftc ? 3 : 0,
        stateRight
          ? (facts.declaredDisaster && c.disasterBusinessDays) || (facts.buyerIsSenior && c.seniorBusinessDays) || c.businessDays
          : 0,
      );
      const ORDINALS = ['', 'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH'];
      expectIf(days > 0, "BUYER'S RIGHT TO CANCEL");
      if (days > 0) present.push(`THE ${ORDINALS[days]} BUSINESS DAY AFTER THE DATE OF THIS TRANSACTION`);
      if (stateRight) present.push(c.source);
      expectIf(facts.securedByHome === true, '12 C.F.R. § 1026.23');

      for (const wording of present) expect(flat).toContain(wording);
      for (const wording of absent) expect(flat).not.toContain(wording);
      expect(contract.conspicuous.map(squash)).toEqual(expect.arrayContaining(conspicuous));
      for (const { party, title } of signers) {
        const lines = doc.acknowledgments.filter(
          (a) => a.party === party && (a.form === title || a.form.includes(title.replace(/^THE /, ''))),
        );
        expect(lines, `${party} signs ${title}`).toHaveLength(1);
      }
    },
  );

  it('warns about each required field that is missing, with its citation, and not once it is filled in', () => {
    for (const required of law.requiredFields) {
      const base = draftIn(code, law.name, {
        soldAtHome: true,
        serviceType: 'Roof replacement',
        disputeResolution: 'arbitration',
        totalAmount: '18750',
      });
      const { facts } = readDraft(base);
      if (!holds(required.when, facts)) continue;
      const missing = checkContract({ ...base, [required.field]: '' });
      expect(missing).toContainEqual(
        expect.objectContaining({ message: required.message, source: required.source, field: required.field }),
      );
      const filled = { ...base, [required.field]: /Date$/.test(required.field) ? '2026-05-01' : 'Stated in full' };
      expect(checkContract(filled).map((w) => w.message)).not.toContain(required.message);
    }
  });

  it('says plainly on Review what electronic signing cannot do here', () => {
    for (const limit of law.eSignLimits) {
      const form = draftIn(code, law.name, {
        soldAtHome: true,
        securedByHome: true,
        serviceType: 'Roof replacement',
        disputeResolution: 'arbitration',
      });
      if (!holds(limit.when, readDraft(form).facts)) continue;
      expect(checkContract(form)).toContainEqual(
        expect.objectContaining({ id: limit.id, severity: 'warning', message: limit.message, source: limit.source }),
      );
    }
  });

  it.runIf(law.depositCap !== undefined)(
    'enforces the deposit cap at its edge: exactly at the cap passes, one cent over is refused with the citation',
    () => {
      const cap = law.depositCap!;
      const total = 1_875_000;
      const capCents = depositCapCents(cap, total);
      const at = draftIn(code, law.name, {
        totalAmount: '18750',
        paymentSchedule: 'completion',
        paymentTerms: `${formatUsd(capCents)} deposit at signing`,
      });
      const over = draftIn(code, law.name, {
        totalAmount: '18750',
        paymentSchedule: 'completion',
        paymentTerms: `${formatUsd(capCents + 1)} deposit at signing`,
      });
      if (!priceHolds(cap.when, total)) return;
      const capWarning = (w: { source: string; severity: string }) => w.severity === 'warning' && w.source === cap.source;
      expect(checkContract(at).filter(capWarning)).toEqual([]);
      expect(checkContract(over).filter(capWarning)).toHaveLength(1);
      const plan = readDraft(over).plan!;
      expect(plan.depositCents).toBe(capCents);
      expect(plan.installments.reduce((sum, i) => sum + i.cents, 0)).toBe(total);
    },
  );
});
