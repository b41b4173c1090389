import { californiaPaperNotice, esignConsentParagraphs, newYorkEsraNotice } from '../federal/esign.ts';
import { buyerCancellationStatement } from '../federal/cooling-off.ts';
import { text } from '../facts.ts';
import { orNA, SHORT_LINE, SIGNATURE_LINE, withSource } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';
import { homeownerName } from './parties.ts';
import { NY_SOURCES } from '../states/new-york.ts';

export const signatures: SectionBuilder = (ctx) => {
  const { facts, cancellation } = ctx;
  const form = facts.form;
  const code = facts.state?.code;
  const writer = new SectionWriter('ELECTRONIC SIGNATURE CONSENT AND SIGNATURES')
    .add(...esignConsentParagraphs(facts))
    .notice('esign-consent');
  if (code === 'CA' && cancellation) writer.add(californiaPaperNotice()).notice('ca-ueta-paper-notices');
  if (code === 'NY') {
    writer.add(newYorkEsraNotice()).notice('ny-esra');
    writer.clause({
      id: 'ny-home-improvement-contract',
      section: 'signatures',
      source: NY_SOURCES.contract,
      text: 'This contract and every change to it must be in writing and signed by all the parties.',
    });
  }
  writer.add(
    `By signing, each party agrees to this contract${ctx.notices.length ? `, including the notices in Section ${ctx.numberOf('notices')}` : ''}.`,
  );

  const blocks = ctx.rules?.signatureBlocks?.(ctx) ?? [];
  for (const block of blocks) if (block.conspicuous) writer.clause(block);
  if (cancellation) {
    // The rule wants this statement next to the buyer's signature, in bold.
    const statement = buyerCancellationStatement(cancellation, ctx.numberOf('notices'));
    writer.add(withSource(statement, cancellation.sources.join('; '))).notice(...cancellation.ids);
    writer.conspicuous.push(statement);
  }
  writer.lines('HOMEOWNER', `Signature: ${SIGNATURE_LINE}`, `Name: ${homeownerName(form)}`, `Date: ${SHORT_LINE}`);
  for (const block of blocks) if (!block.conspicuous) writer.clause(block);
  const business = text(form.providerBusinessName);
  writer.lines(
    'SERVICE PROVIDER',
    `Signature: ${SIGNATURE_LINE}`,
    `Name: ${orNA(form.providerName)}${business ? `, for ${business}` : ''}`,
    `License number: ${orNA(form.providerLicense)}`,
    `Date: ${SHORT_LINE}`,
  );
  return writer.done();
};
