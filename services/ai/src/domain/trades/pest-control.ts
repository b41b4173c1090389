import { defineTrade } from './schema.ts';

export const pestControl = defineTrade({
  id: 'pest-control',
  noun: 'pest control work',
  title: 'Pest control',
  summary: 'treat {place} for the pests described in this scope',
  keywords: [
    { pattern: 'pests?|exterminat(?:e|or|ion)|infestation|fumigat(?:e|ion)', weight: 2 },
    'termites?',
    'roach(?:es)?',
    'cockroach(?:es)?',
    'ants?',
    'rodents?',
    'mice',
    'rats?',
    'bed ?bugs?',
    'wasps?',
    'hornets?',
    'swarmers?',
    'fleas?',
    'spiders?',
  ],
  hiddenConditions: false,
  prep: [
    'Inspect the property to identify the pest, how far the activity extends and how the pests get in, and report the findings in writing.',
  ],
  core: [
    'Treat the affected areas with products registered for the pest, applied according to their labels.',
    'Seal or report the entry points found during the inspection.',
  ],
  finish: [
    'Give the customer the product names, the precautions (re-entry times, pets, food surfaces) and the follow-up schedule in writing.',
  ],
  materials: ['EPA-registered pest control products suited to the pest, plus traps, bait stations and exclusion materials as needed.'],
  exclusions: [
    'Repair of damage caused by the pests (for example chewed wiring or damaged wood).',
    { text: 'Structural fumigation, unless listed.', unless: ['termites', 'bed-bugs'] },
  ],
  siteProtection: [
    'Keep children and pets away from treated areas for the re-entry time on the product label, and cover food, dishes and aquariums before treatment.',
  ],
  completion: [
    'The treatment plan is carried out, and pest activity is reduced at the follow-up visit; re-treatments are included for the period stated.',
  ],
  schedule: [
    'The first treatment follows the inspection; follow-up visits are scheduled at the intervals the treatment plan sets.',
    'Occupants and pets stay out of treated areas for the re-entry time on the product label.',
  ],
  permit: {
    usual: false,
    text: 'No building permit is needed, but pesticides must be applied by an applicator licensed by the state and used according to their labels.',
  },
  suggestions: [
    'Add the pest treated, the products used, the number of follow-up visits and the re-treatment guarantee period.',
    'Ask for the applicator’s state license number and the product labels and safety data sheets.',
  ],
  items: [
    {
      id: 'termites',
      label: 'termites',
      task: 'termite treatment',
      pattern: '(?:(?:subterranean|drywood) )?termites?|termite (?:swarmers?|damage|inspection)|swarmers?|wdo inspection',
      action: 'treat',
      summary: 'treat {place} for termites',
      steps: [
        'Treat for termites with a liquid termiticide barrier around the foundation or a bait system, as the inspection recommends, and treat the active areas found.',
        'Provide a written termite treatment report with a diagram of the areas treated.',
      ],
      suggestion:
        'Ask for the termite warranty in writing: how many years, whether it covers damage repair or only re-treatment, and the renewal fee.',
    },
    {
      id: 'rodents',
      label: 'rodents',
      task: 'rodent control',
      pattern: 'rodents?|mice|mouse|rats?|squirrels?|raccoons?',
      action: 'treat',
      summary: 'remove the {phrase}{where} and seal their entry points',
      steps: [
        'Set traps and tamper-resistant bait stations where children and pets cannot reach them, and return to check and remove catches.',
        'Seal the entry points found with steel mesh, sheet metal or hardware cloth, and clean up droppings in the work area with disinfectant.',
      ],
    },
    {
      id: 'bed-bugs',
      label: 'bed bugs',
      task: 'bed bug treatment',
      pattern: 'bed ?bugs?',
      action: 'treat',
      summary: 'treat {place} for {phrase}',
      steps: [
        'Treat every affected room with heat or registered products, after giving the occupants a written preparation list (laundering, decluttering).',
        'Inspect again about two weeks later and re-treat if any activity is found.',
      ],
    },
    {
      id: 'insects',
      label: 'insects',
      task: 'insect treatment',
      pattern: 'insects?|(?:(?:carpenter|fire|sugar) )?ants?|roach(?:es)?|cockroach(?:es)?|fleas?|spiders?|silverfish|crickets?',
      action: 'treat',
      summary: 'treat {place} for {phrase}',
      steps: [
        'Apply baits and targeted treatments indoors and a perimeter treatment outside, and point out the conditions that attract them (moisture, food, clutter).',
      ],
    },
    {
      id: 'stinging-insects',
      label: 'wasp nests',
      task: 'wasp nest removal',
      pattern: '(?:wasps?|hornets?|yellow jackets?|bees?)(?: nests?)?|(?:wasp|hornet) nests?',
      action: 'remove',
      summary: 'remove the {phrase}{where}',
      steps: [
        'Treat and remove the nests from a safe position with protective equipment, and refer honeybee swarms to a beekeeper where possible.',
      ],
    },
  ],
});
