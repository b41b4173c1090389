import { defineTrade } from './schema.ts';

export const concrete = defineTrade({
  id: 'concrete',
  noun: 'concrete work',
  title: 'Concrete',
  keywords: [{ pattern: 'concrete', weight: 2 }, 'slabs?', 'cement', 'rebar', 'psi', 'pour(?:ed|ing)?', 'sidewalks?', 'driveways?'],
  hiddenConditions: true,
  prep: [
    'Call 811 to have underground utilities marked before excavating.',
    { text: 'Break out and haul away the existing concrete being replaced.', only: ['action:replace'] },
    {
      text: 'Excavate to depth and compact a gravel base, and set the forms to the agreed lines, levels and slope.',
      unless: ['concrete-crack'],
    },
  ],
  core: [
    'Place the concrete described in this scope on the compacted base, with reinforcement as specified and a slope for drainage.',
    'Finish the surface (broom finish outdoors unless this scope names another), cut control joints and cure the concrete properly.',
  ],
  finish: [
    {
      text: 'Strip the forms, backfill and grade the edges, and keep traffic off the new concrete until it has cured.',
      unless: ['concrete-crack'],
    },
    'Clean the work area and haul away the debris and washout.',
  ],
  materials: [
    'Concrete of at least 3,000 psi (4,000 psi with air entrainment where it freezes), a compacted gravel base, reinforcement and expansion joint material.',
  ],
  exclusions: [
    'Removing buried debris, rock or poor soil found during excavation, priced as a change order.',
    'Hairline cracking and color variation, which are normal in concrete.',
    { text: 'Sealing, unless listed.', unless: ['sealcoat'] },
  ],
  siteProtection: ['Protect the lawn and adjacent paving from trucks, and keep washout water off the street and lawn.'],
  completion: [
    'The surface drains as designed with no standing water, the joints are cut, and there is no structural cracking or settlement.',
  ],
  schedule: [
    'Concrete is not poured in rain or when freezing temperatures are forecast; weather days move the schedule without a change in price.',
    { text: 'New concrete takes foot traffic after about 24 hours and cars after about 7 days.', unless: ['concrete-crack', 'sealcoat'] },
  ],
  permit: {
    usual: true,
    text: 'Concrete in the public right-of-way (aprons and public sidewalks), slabs for structures and foundation work usually need permits; a patio or path on private ground often does not.',
  },
  suggestions: [
    'Add the area in square feet, the thickness, concrete strength, reinforcement and finish.',
    'Say whether the old concrete is broken out and hauled away, and who repairs the lawn along the edges.',
  ],
  items: [
    {
      id: 'driveway',
      label: 'driveway',
      task: 'driveway replacement',
      pattern: '(?:(?:concrete|new|cracked|old) )*driveways?(?: aprons?)?',
      notAfter: '(?:on|onto|off|from|along|across|beside|next to|near|down) (?:the |our |my )?$',
      location: 'driveway',
      action: 'replace',
      steps: [
        'Pour the driveway at least 4 inches thick (5 to 6 inches where heavy vehicles park) over a compacted base, with reinforcement and control joints no more than about 10 feet apart.',
      ],
      repairSteps: [
        'Repair the driveway by cutting out and replacing the broken panels to the nearest joints, doweled into the slabs that stay.',
      ],
      completion: [
        'The driveway slopes away from the garage and house, the joints are cut, and it is kept closed to cars for the curing time.',
      ],
    },
    {
      id: 'sidewalk',
      label: 'sidewalk',
      task: 'sidewalk replacement',
      pattern: '(?:(?:concrete|cracked|broken|front|new) )*(?:sidewalks?|walkways?|front walks?)',
      notAfter: '(?:on|onto|along|across|beside|next to|near|from|in front of) (?:the |our |my )?$',
      location: 'walkway',
      action: 'replace',
      steps: [
        'Pour the sidewalk 4 inches thick over a compacted base with control joints about every 5 feet and a slight cross-slope for drainage.',
      ],
    },
    {
      id: 'slab',
      label: 'concrete slab',
      task: 'slab installation',
      pattern: '(?:(?:concrete|new|\\d+ ?x ?\\d+(?: ?ft| ?feet)?) )*slabs?|concrete pad|shed pad|patio slab|concrete patio',
      action: 'build',
      steps: [
        'Form and pour the slab at least 4 inches thick over a compacted base and vapor barrier where it will be enclosed, with wire mesh or rebar and thickened edges where a structure will sit on it.',
      ],
    },
    {
      id: 'steps-concrete',
      label: 'concrete steps',
      task: 'concrete steps',
      pattern: 'concrete (?:steps|stairs|stoop)|stoops?',
      action: 'replace',
      steps: [
        'Form and pour the concrete steps with equal risers and treads that meet the code, and a handrail where the code requires one.',
      ],
    },
    {
      id: 'concrete-crack',
      label: 'cracks',
      task: 'crack repair',
      pattern: '(?:(?:hairline|large|settled) )?cracks?|cracked|spalling|spalled|sunken|settled slabs?|mudjack(?:ing)?|slab jacking|pitted',
      weak: true,
      action: 'repair',
      steps: [
        'Clean out the cracks and fill them with a flexible crack filler or epoxy suited to their width, and level sunken slabs by foam or slurry lifting where agreed.',
      ],
    },
    {
      id: 'sealcoat',
      label: 'sealer',
      task: 'concrete sealing',
      pattern:
        'seal ?coat(?:ing)?|(?:concrete |driveway )?seal(?:er|ing)|seal(?= (?:the |our |my )?(?:asphalt |concrete |blacktop )?(?:driveway|patio|garage floor|walkway|sidewalk|slab))',
      weak: true,
      action: 'install',
      summary: 'seal {place}',
      steps: ['Clean the surface, let it dry, and apply the sealer in thin, even coats at the coverage rate on the label.'],
    },
    {
      id: 'foundation-crack',
      label: 'foundation crack',
      task: 'foundation crack repair',
      pattern: 'foundation cracks?|cracks? in (?:the |our |my )?foundation(?: walls?)?|(?:leaking|cracked) foundation(?: walls?)?',
      action: 'repair',
      steps: [
        'Inject the foundation crack with epoxy or polyurethane from the inside, and confirm that no water passes after it has cured.',
      ],
      exclusions: ['Structural repair of a foundation that is moving, which needs an engineer’s assessment first.'],
    },
  ],
});
