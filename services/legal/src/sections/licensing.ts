import { text } from '../facts.ts';
import { parseMoneyToCents, formatUsd } from '../money.ts';
import { NOT_AVAILABLE, optionalLine } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

/** An amount when the text is one ("1000000" -> "$1,000,000.00"), else as typed. */
export function amountOrText(value: unknown): string {
  const typed = text(value);
  if (!typed) return NOT_AVAILABLE;
  const cents = parseMoneyToCents(typed);
  return cents === undefined ? typed : formatUsd(cents);
}

function yesNo(value: unknown): string | undefined {
  return value === true ? 'Yes' : value === false ? 'No' : undefined;
}

export const licensing: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  return new SectionWriter('LICENSING AND INSURANCE')
    .lines(
      // The license number is stated under PARTIES (N/A there when none was given); here only what was answered.
      optionalLine('Contractor license number', form.providerLicense),
      optionalLine('Provider holds the licenses the work requires', yesNo(form.licenseVerified)),
      optionalLine('Liability insurance', yesNo(form.hasInsurance)),
      optionalLine('Insurance coverage amount', amountOrText(form.insuranceAmount)),
      optionalLine('Insurance details', form.insuranceDetails),
      optionalLine('Bonded', yesNo(form.hasBonding)),
    )
    .add(
      form.hasInsurance === true
        ? 'The Provider will keep its liability insurance in force until the work is complete and will show the Homeowner a certificate of insurance before work begins.'
        : 'The Provider has not stated that it carries liability insurance. The Homeowner may ask for proof of insurance before work begins.',
    )
    .add(
      ctx.rules?.licensing ??
        "The Homeowner should check the Provider's license or registration with the contractor licensing authority of the state where the property is located before work begins.",
    )
    .stateClauses(ctx, 'licensing')
    .done();
};
