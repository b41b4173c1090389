import { defineTrade } from './schema.ts';

export const gutters = defineTrade({
  id: 'gutters',
  noun: 'gutter work',
  title: 'Gutters',
  location: 'exterior',
  keywords: [{ pattern: 'gutters?', weight: 2 }, 'downspouts?', 'gutter guards?', 'leaf guards?', 'eavestroughs?', 'seamless'],
  hiddenConditions: true,
  prep: [
    'Inspect the fascia and roof edge along the gutter runs and show the customer any rot before work starts.',
    { text: 'Take down and haul away the existing gutters and downspouts being replaced.', only: ['gutter-replace'] },
  ],
  core: [
    'Install seamless gutters on hidden hangers no more than 24 inches apart, sloped toward the downspouts, with sealed end caps and miters.',
    'Install the downspouts with extensions or splash blocks that carry water at least 4 feet from the foundation.',
  ],
  finish: [
    'Water-test the gutters with a hose and correct any leak or standing water.',
    'Pick up old fasteners, sealant and debris from the beds and lawn below.',
  ],
  materials: [
    'Gutters and downspouts of the size, material and color named in this scope (5- or 6-inch aluminum unless stated), hangers, end caps, sealant and fasteners.',
  ],
  exclusions: ['Fascia or soffit rot repair, priced as a change order.', 'Underground drainage lines, unless listed.'],
  siteProtection: ['Protect the plantings below, and use ladder stand-offs so the gutters and siding are not dented.'],
  completion: ['The gutters drain fully to the downspouts with no leaks or standing water during a hose test.'],
  schedule: ['Gutter work takes a day for a typical home and is not done in high wind or on icy surfaces.'],
  permit: { usual: false, text: 'Gutter work does not normally need a building permit.' },
  suggestions: [
    'Add the gutter size, material, color and linear footage, and the number of downspouts.',
    'Say whether the downspouts tie into underground drains or discharge onto splash blocks.',
  ],
  items: [
    {
      id: 'gutter-replace',
      label: 'gutters',
      task: 'gutter replacement',
      pattern:
        '(?:(?:\\d-inch|five-inch|six-inch|k-style|half-round|seamless|aluminum|copper|vinyl|new|old|sagging|leaking) )*gutters?(?: and downspouts?)?|eavestroughs?',
      notAfter: '(?:clean(?:ing)?|clear(?:ing)?|flush(?:ing)?|on|from|in|to|onto) (?:out )?(?:the |our |my |all )?$',
      action: 'replace',
      steps: [],
      repairSteps: [
        'Re-hang sagging gutter sections on new hidden hangers, re-pitch them toward the downspouts, and reseal leaking seams, end caps and miters.',
      ],
    },
    {
      id: 'downspouts',
      label: 'downspouts',
      task: 'downspout installation',
      pattern: '(?:new |extra |additional )?downspouts?(?: extensions?)?',
      action: 'install',
      steps: [
        'Install the downspouts with straps at each joint and extensions or splash blocks that carry water at least 4 feet from the foundation.',
      ],
    },
    {
      id: 'gutter-guards',
      label: 'gutter guards',
      task: 'gutter guard installation',
      pattern: '(?:micro-mesh |mesh )?(?:gutter|leaf) (?:guards?|covers?|screens?)|gutter helmets?',
      action: 'install',
      steps: [
        'Clean the gutters, then install the gutter guards fastened so they do not lift the shingles or void the roof manufacturer’s warranty.',
      ],
    },
    {
      id: 'gutter-clean',
      label: 'gutters',
      task: 'gutter cleaning',
      pattern: 'gutter cleaning|(?:clean(?:ing)?|clear(?:ing)?|flush(?:ing)?) (?:out )?(?:the |our |my |all )?gutters?(?: and downspouts)?',
      alsoFor: ['cleaning'],
      action: 'clean',
      summary: 'clean the gutters and downspouts{where}',
      steps: ['Remove the debris from the gutters by hand, bag it, and flush each downspout until it runs clear.'],
      completion: ['The gutters are clear of debris and every downspout runs freely when flushed.'],
    },
  ],
});
