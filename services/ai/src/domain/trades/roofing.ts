import { defineTrade } from './schema.ts';

export const roofing = defineTrade({
  id: 'roofing',
  noun: 'roofing work',
  title: 'Roofing',
  location: 'roof',
  keywords: [
    'roof(?:s|ing|er|ers)?',
    'shingles?',
    're-?roof',
    'flashing',
    'underlayment',
    'ridge vents?',
    'skylights?',
    'squares',
    'tpo',
    'epdm',
  ],
  hiddenConditions: true,
  prep: [
    'Inspect the roof covering, flashing, decking and ventilation, and photograph existing damage before work starts.',
    'Set up fall protection and ladders, and place the dumpster or trailer where it will not damage the driveway or lawn.',
  ],
  core: [
    'Repair the area of {room} described in this scope, replacing damaged roofing, underlayment and flashing to match the existing roof.',
    'Seal every penetration (vents, pipes, chimney) in the repaired area.',
  ],
  finish: [
    'Inspect the flashing and penetrations in the work area after installation and seal any gap.',
    'Sweep the lawn, driveway and beds with a magnetic nail sweeper at the end of the job.',
  ],
  materials: [
    'Roofing of the product named in this scope or matched to the existing roof, installed to the manufacturer’s instructions so its warranty applies.',
    'Synthetic underlayment, ice and water shield at eaves and valleys where the code requires it, drip edge, flashing, vents and fasteners.',
  ],
  exclusions: [
    'Replacing rotted roof decking beyond the sheets included in the price, which is priced per sheet as a change order.',
    { text: 'Gutters, siding and interior ceiling repairs, unless listed.', unless: ['gutters', 'siding'] },
    'Structural repairs to rafters or trusses.',
  ],
  siteProtection: [
    'Cover landscaping, windows, air-conditioning units and outdoor furniture below the work with tarps.',
    'Clear debris from the roof every day; no loose material or open area is left on the roof overnight.',
  ],
  completion: [
    'The roof sheds water with no leaks at the repaired or replaced area after the first rain.',
    'Flashing at walls, chimneys and penetrations is sealed, and no nails or debris are left on the property.',
  ],
  schedule: [
    'Roofing is weather-dependent: no section is opened when rain is forecast, and rain days move the schedule without a change in price.',
    'Roofing materials are ordered after the color is chosen in writing; the delivery date sets the start date.',
  ],
  permit: {
    usual: true,
    text: 'A re-roof or any replacement of roof decking usually needs a building permit; small repairs usually do not.',
  },
  suggestions: [
    'Name the shingle or panel brand, product line and color, and the manufacturer warranty that will be registered.',
    'State the price per sheet for replacing rotted decking, so a hidden-damage change order has a known price.',
  ],
  items: [
    {
      id: 'roof',
      label: 'roof',
      task: 'roof replacement',
      pattern:
        '(?:(?:asphalt|architectural|3-tab|composition|comp|shingle|asphalt shingle|cedar shake|slate|metal|standing seam|tile|clay tile|concrete tile) )+roofs?|re-?roof(?:ing)?|roof replacement|new roof|(?:whole|entire|old|existing|house|garage) roof|roofs?',
      notAfter: '(?:on|onto|to|from|over|under|across|through|off) (?:the |our |my |a )?(?:[a-z]+ ){0,2}$',
      location: 'roof',
      action: 'replace',
      steps: [
        'Tear off the existing roofing to the deck, and replace damaged decking at the agreed price per sheet.',
        'Install drip edge, synthetic underlayment, ice and water shield where the code requires it, starter courses, the new roofing, hip and ridge caps, new flashing and pipe boots.',
        'Install or correct roof ventilation (intake and exhaust) to the manufacturer’s requirements.',
      ],
      repairSteps: [
        'Repair the damaged area of the roof, replacing the roofing, underlayment and flashing there with materials that match the existing roof as closely as available.',
      ],
      completion: [
        'The new roof is complete with matching ridge and hip caps, every flashing is new and sealed, and the manufacturer warranty is registered.',
      ],
      schedule: [
        'A full tear-off and re-roof of a typical home takes two to four working days, and the roof is dried in at the end of each day.',
      ],
      permit:
        'A roof replacement needs a building permit in most places, with a final inspection (and in some places a mid-roof nailing inspection).',
      suggestion: 'State the number of roofing layers being torn off and the roof size in squares.',
    },
    {
      id: 'shingles',
      label: 'shingles',
      task: 'shingle repair',
      pattern: '(?:(?:asphalt|architectural|3-tab|missing|damaged|loose|blown-off) )?shingles?',
      location: 'roof',
      yieldsTo: ['roof'],
      action: 'repair',
      steps: [
        'Replace the missing or damaged shingles with matching shingles, lifting the course above to nail them properly, and seal the tabs.',
      ],
      repairSteps: [
        'Replace the missing or damaged shingles with matching shingles, lifting the course above to nail them properly, and seal the tabs.',
      ],
    },
    {
      id: 'roof-leak',
      label: 'roof leak',
      task: 'roof leak repair',
      pattern: 'roof leaks?|leak(?:s|ing|y)? (?:in|from|through|on|at) (?:the )?roof|leaky roof|leaking roof',
      location: 'roof',
      action: 'repair',
      steps: [
        'Trace the roof leak from the attic and the roof surface, and show the customer its source.',
        'Repair the failed roofing, flashing or seals at the source and water-test the area where it is safe to do so.',
      ],
      completion: ['The roof leak does not recur in the next rain; if it does, the contractor returns to find and fix it at no charge.'],
      suggestion:
        'Say how long the contractor warrants the leak repair and whether interior ceiling stains or damage are repaired as part of the job.',
    },
    {
      id: 'flashing',
      label: 'flashing',
      task: 'flashing repair',
      pattern: '(?:chimney |step |counter |wall |valley |vent )?flashing',
      location: 'roof',
      action: 'repair',
      steps: [
        'Remove the failed flashing and install new step and counter flashing, let into the mortar joints at masonry and sealed with a compatible sealant.',
      ],
    },
    {
      id: 'flat-roof',
      label: 'flat roof',
      task: 'flat roof replacement',
      pattern: 'flat roofs?|low[- ]slope roofs?|tpo|epdm|modified bitumen|torch[- ]down|built-up roof',
      location: 'roof',
      action: 'replace',
      steps: [
        'Remove the existing flat-roof membrane and any wet insulation, and install tapered insulation or crickets where water ponds.',
        'Install the new membrane (TPO, EPDM or modified bitumen, as named) fully adhered or fastened to the manufacturer’s specification, with welded or sealed seams and new edge metal.',
      ],
      completion: ['The flat roof drains with no ponding 48 hours after rain, and every seam passes a probe test.'],
    },
    {
      id: 'metal-roof',
      label: 'metal roof',
      task: 'metal roof installation',
      pattern: 'metal roof(?:ing)?|standing seam(?: metal)?(?: roof)?',
      location: 'roof',
      action: 'install',
      steps: [
        'Install the metal roof panels over a high-temperature underlayment with the manufacturer’s clips and fasteners, trims, closures and ridge vent.',
      ],
    },
    {
      id: 'skylight',
      label: 'skylight',
      task: 'skylight installation',
      pattern: 'skylights?|sun ?tunnels?|solar tubes?',
      location: 'roof',
      action: 'install',
      steps: [
        'Install or reflash the skylight with the manufacturer’s flashing kit and ice and water shield around the curb, and finish the interior light well as agreed.',
      ],
      repairSteps: ['Reflash and reseal the skylight with the manufacturer’s flashing kit, replacing the underlayment around the curb.'],
    },
    {
      id: 'roof-vents',
      label: 'roof ventilation',
      task: 'roof ventilation',
      pattern: 'ridge vents?|roof vents?|attic fans?|soffit vents?|turbine vents?|roof ventilation',
      location: 'roof',
      action: 'install',
      steps: ['Install balanced intake and exhaust roof ventilation, cut and flashed into the roof to the manufacturer’s instructions.'],
    },
  ],
});
