/**
 * Golden contracts for the 15 most populous states (2020 census), and Maryland and Oregon, whose
 * separately signed notices were the reason for the state library: the whole text of a realistic
 * kitchen-table contract (sold at the home, a deposit, milestone payments). A change to the clause
 * library shows here as a diff a reviewer reads before it lands; update with
 * `npx vitest run --project node services/legal/test/state-goldens.test.ts -u`, then review the diff.
 */
import { describe, expect, it } from 'vitest';
import { assembleContract, lawFor } from '../src/index.ts';
import { draftIn } from './fixtures.ts';

const GOLDEN_STATES = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA', 'MD', 'OR'];

const SCOPE = [
  'Remove the existing kitchen cabinets, countertops and backsplash, and haul the debris away.',
  'Install new shaker-style wood cabinets (32 linear feet), quartz countertops with an undermount sink cut-out, and a ceramic tile backsplash.',
  'Reconnect the existing sink, faucet and dishwasher; patch and paint the walls the work disturbs.',
].join('\n');

describe('golden state contracts', () => {
  it.each(GOLDEN_STATES)('%s', async (code) => {
    const law = lawFor(code)!;
    const form = draftIn(code, law.name, {
      soldAtHome: true,
      serviceType: 'Kitchen Remodel',
      serviceDescription: 'Replace the kitchen cabinets and countertops.',
      totalAmount: '18750',
      paymentSchedule: 'milestone',
      paymentTerms: '$1,000 deposit at signing; progress payments as the work is done',
      projectStartDate: '2026-04-06',
      projectEndDate: '2026-05-15',
    });
    const { text } = assembleContract({ form, scope: SCOPE, generatedAt: new Date('2026-03-02T17:00:00Z') });
    await expect(text).toMatchFileSnapshot(`./state-goldens/${code}.txt`);
  });
});
