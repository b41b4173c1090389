import { text } from '../facts.ts';
import { optionalLine, orNA } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

export function homeownerName(form: { homeownerFirstName?: unknown; homeownerLastName?: unknown }): string {
  return [text(form.homeownerFirstName), text(form.homeownerLastName)].filter(Boolean).join(' ') || orNA(undefined);
}

export const parties: SectionBuilder = (ctx) => {
  const { facts } = ctx;
  const form = facts.form;
  return new SectionWriter('PARTIES')
    .add(
      'This contract is made between the homeowner and the service provider named below. In this contract, "Homeowner" means the homeowner (the client) and "Provider" means the service provider.',
    )
    .lines(
      `Homeowner: ${homeownerName(form)}`,
      `Property address: ${orNA(form.homeownerAddress)}`,
      `State: ${facts.state?.name ?? orNA(form.homeownerState)}`,
      `Phone: ${orNA(form.homeownerPhone)}`,
      `E-mail: ${orNA(form.homeownerEmail)}`,
    )
    .lines(
      `Provider: ${orNA(form.providerName)}`,
      text(form.providerBusinessName) && `Business name: ${text(form.providerBusinessName)}`,
      optionalLine('Business address', form.providerAddress),
      `Phone: ${orNA(form.providerPhone)}`,
      `E-mail: ${orNA(form.providerEmail)}`,
      `Contractor license number: ${orNA(form.providerLicense)}`,
    )
    .stateClauses(ctx, 'parties')
    .done();
};
