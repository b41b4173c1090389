import { text, type ContractFacts } from '../../facts.ts';
import { formatDateText } from '../../dates.ts';
import { formatUsd } from '../../money.ts';
import { homeownerName } from '../../sections/parties.ts';
import { amountOrText } from '../../sections/licensing.ts';
import { SHORT_LINE } from '../../text.ts';

/** The placeholders a law record's wording may use, and how each is filled from the draft. */
const PLACEHOLDERS: Readonly<Record<string, (facts: ContractFacts) => string | undefined>> = {
  homeownerName: (f) => {
    const name = homeownerName(f.form);
    return name === 'N/A' ? undefined : name;
  },
  providerName: (f) => text(f.form.providerName),
  providerBusinessName: (f) => text(f.form.providerBusinessName) ?? text(f.form.providerName),
  providerLicense: (f) => text(f.form.providerLicense),
  providerAddress: (f) => text(f.form.providerAddress),
  providerPhone: (f) => text(f.form.providerPhone),
  providerEmail: (f) => text(f.form.providerEmail),
  totalPrice: (f) => (f.totalCents === undefined ? undefined : formatUsd(f.totalCents)),
  insuranceAmount: (f) => (text(f.form.insuranceAmount) ? amountOrText(f.form.insuranceAmount) : undefined),
  seniorCheckbox: (f) => (f.buyerIsSenior ? '[X]' : '[ ]'),
  bondAmount: (f) => (text(f.form.bondAmount) ? amountOrText(f.form.bondAmount) : undefined),
  licenseExpiry: (f) => {
    const typed = text(f.form.licenseExpiry);
    return typed ? formatDateText(typed) : undefined;
  },
};

export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS);

/** The form fields a law record's wording prints that the wizard asks only where a state needs them. */
export const STATE_ONLY_FIELDS = ['bondAmount', 'licenseExpiry'] as const;

/** Fills {placeholders} from the draft; a value the draft lacks prints as a blank rule to write on. */
export function fillPlaceholders(wording: string, facts: ContractFacts): string {
  return wording.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const fill = Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name] : undefined;
    if (!fill) return whole;
    return fill(facts) ?? SHORT_LINE;
  });
}
