import { formatCalendarDate, parseCalendarDate } from './dates.ts';
import { formatUsd } from './money.ts';
import { normaliseContractText } from './normalise-text.ts';
import { SHORT_LINE, SIGNATURE_LINE, withSource } from './text.ts';

/**
 * A change order: the written, signed agreement that changes an executed
 * contract's scope, price or schedule. It is written in the same text model as
 * the contract (numbered sections, "(Source: ...)" citations, the two parties'
 * signature blocks), so the sign page, the PDF and the certificate read it
 * exactly as they read a contract. Pure: no I/O, no clock.
 */

/** What a state's law says a change order must be, where the state research (docs/product/legal-states.md) confirms it (high confidence). */
export interface ChangeOrderRule {
  state: string;
  /** One sentence for the change order's text. */
  requirement: string;
  source: string;
}

const RULES: Record<string, ChangeOrderRule> = {
  // STATES.md, California (high): "change orders must be in writing and signed"; LEGAL-FACTS: "require signed change orders".
  CA: {
    state: 'CA',
    requirement:
      'California law requires every change to a home improvement contract to be in writing and signed by both the Homeowner and the Contractor, stating the change in the work, the change in price and the effect on the schedule.',
    source: 'Cal. Bus. & Prof. Code § 7159',
  },
  // STATES.md, Pennsylvania (high for contract contents): the work "cannot be changed without a written change order signed by owner and contractor".
  PA: {
    state: 'PA',
    requirement:
      'Pennsylvania law does not allow the work, materials and specifications of a home improvement contract to be changed without a written change order signed by both the Homeowner and the Contractor.',
    source: '73 P.S. § 517.7(a)',
  },
};

/** The state's change-order rule, or undefined where none is confirmed. */
export function changeOrderRule(stateCode: string | null | undefined): ChangeOrderRule | undefined {
  return stateCode ? RULES[stateCode.trim().toUpperCase()] : undefined;
}

/** "CO-3". */
export const changeOrderLabel = (number: number) => `CO-${number}`;

/** "+$1,500.00", "-$250.00", "$0.00 (no change)". */
export function signedUsd(deltaCents: number): string {
  if (deltaCents === 0) return '$0.00 (no change)';
  return `${deltaCents > 0 ? '+' : '-'}${formatUsd(Math.abs(deltaCents))}`;
}

export interface ChangeOrderTextInput {
  number: number;
  /** The contract it changes. */
  parent: {
    id: string;
    serviceType: string;
    homeownerName: string;
    homeownerAddress: string;
    state: string;
    providerName: string;
    providerLicense: string | null;
    /** ISO instant the parent was fully signed. */
    executedAt: string | null;
  };
  scopeChange: string;
  previousTotalCents: number;
  priceDeltaCents: number;
  newTotalCents: number;
  previousEndDate: string;
  newEndDate: string;
}

const dateText = (d: string) => {
  const parsed = parseCalendarDate(d);
  return parsed ? formatCalendarDate(parsed) : d;
};

/** The change order's whole text. */
export function changeOrderText(input: ChangeOrderTextInput): string {
  const { parent } = input;
  const label = changeOrderLabel(input.number);
  const signedOn = parent.executedAt ? ` signed on ${dateText(parent.executedAt.slice(0, 10))}` : '';
  const rule = changeOrderRule(parent.state);
  const scheduleChanged = input.newEndDate !== input.previousEndDate;
  const sections: string[] = [
    `CHANGE ORDER ${label}`,
    `This change order ${label} changes the ${parent.serviceType} contract between ${parent.homeownerName} (the Homeowner) and ${parent.providerName} (the Service Provider)${signedOn}, for the property at ${parent.homeownerAddress} (HomePact contract reference ${parent.id}).`,
    '1. CHANGE IN SCOPE OF WORK',
    input.scopeChange.trim(),
    '2. CHANGE IN PRICE',
    [
      `- Contract price before this change order: ${formatUsd(input.previousTotalCents)}`,
      `- Change in price: ${signedUsd(input.priceDeltaCents)}`,
      `- New total contract price: ${formatUsd(input.newTotalCents)}`,
    ].join('\n'),
    '3. CHANGE IN SCHEDULE',
    scheduleChanged
      ? [
          `- Completion date before this change order: ${dateText(input.previousEndDate)}`,
          `- New completion date: ${dateText(input.newEndDate)}`,
        ].join('\n')
      : `This change order does not change the completion date, which stays ${dateText(input.previousEndDate)}.`,
    '4. EVERYTHING ELSE STAYS AS SIGNED',
    'Every other term of the contract stays as the parties signed it. This change order takes effect only when both parties have signed it; until then the contract applies unchanged.',
  ];
  if (rule) sections.push('5. WHY THIS CHANGE IS IN WRITING', withSource(rule.requirement, rule.source));
  sections.push(
    'By signing, each party agrees to this change order.',
    ['HOMEOWNER', `Signature: ${SIGNATURE_LINE}`, `Name: ${parent.homeownerName}`, `Date: ${SHORT_LINE}`].join('\n'),
    [
      'SERVICE PROVIDER',
      `Signature: ${SIGNATURE_LINE}`,
      `Name: ${parent.providerName}`,
      `License number: ${parent.providerLicense?.trim() || 'N/A'}`,
      `Date: ${SHORT_LINE}`,
    ].join('\n'),
  );
  return normaliseContractText(sections.join('\n\n'));
}
