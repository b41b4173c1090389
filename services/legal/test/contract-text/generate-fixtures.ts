/**
 * Writes the golden tests' contracts: real contracts of five states, each sold at the home so the FTC
 * Notice of Cancellation is in, exactly as the built-in writer of services/ai returns them. That writer's
 * contract is the clause library's own text (assembleContract, here in this package) around the scope of
 * work its trade table wrote; those scopes are kept as they were written, in scopes/{state}.txt, so this
 * package needs nothing from the ai service. Run again only when the clause library changes on purpose,
 * then review the golden diffs:
 *
 *   npx tsx services/legal/test/contract-text/generate-fixtures.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { assembleContract } from '../../src/index.ts';
import { draftIn } from '../fixtures.ts';

const GENERATED_AT = new Date('2026-03-02T17:00:00Z');

const JOBS = [
  {
    code: 'CA',
    name: 'California',
    serviceType: 'Roof Replacement',
    job: 'Tear off and replace the asphalt shingle roof of a two-story house, about 2,000 square feet, with new underlayment and flashing.',
  },
  {
    code: 'TX',
    name: 'Texas',
    serviceType: 'Kitchen Remodel',
    job: 'Remodel the kitchen: replace the cabinets, quartz countertops and backsplash, and install a new sink and faucet.',
    paymentSchedule: 'milestone',
  },
  {
    code: 'FL',
    name: 'Florida',
    serviceType: 'Pool Resurfacing',
    job: 'Drain the pool, remove the old plaster finish and resurface it with a pebble finish, then refill and balance the water.',
    paymentSchedule: 'upfront',
  },
  {
    code: 'NY',
    name: 'New York',
    serviceType: 'Bathroom Remodel',
    job: 'Remodel the main bathroom: remove the tub, build a tiled walk-in shower, replace the vanity, toilet and floor tile.',
  },
  {
    code: 'IL',
    name: 'Illinois',
    serviceType: 'Furnace Replacement',
    job: 'Remove the old gas furnace and install a new 96% efficiency gas furnace with a new thermostat and venting.',
    disputeResolution: 'arbitration',
  },
] as const;

for (const j of JOBS) {
  const scope = readFileSync(new URL(`./scopes/${j.code}.txt`, import.meta.url), 'utf8');
  const form = draftIn(j.code, j.name, {
    soldAtHome: true,
    serviceType: j.serviceType,
    serviceDescription: j.job,
    aiGeneratedScope: scope,
    ...('paymentSchedule' in j ? { paymentSchedule: j.paymentSchedule } : {}),
    ...('disputeResolution' in j ? { disputeResolution: j.disputeResolution } : {}),
  });
  const { text } = assembleContract({ form, scope, generatedAt: GENERATED_AT });
  writeFileSync(new URL(`./fixtures/${j.code}.txt`, import.meta.url), text);
  console.log(j.code, text.length);
}
