import { defineTrade } from './schema.ts';

export const pool = defineTrade({
  id: 'pool',
  noun: 'pool work',
  title: 'Pool',
  location: 'pool',
  keywords: [
    { pattern: '(?:swimming )?pools?', weight: 2 },
    'spa',
    'hot tub',
    'pool pumps?',
    'chlorinator',
    'salt cell',
    'plaster',
    'pebble tec',
    'coping',
  ],
  hiddenConditions: true,
  prep: [
    'Inspect the pool, its equipment pad, plumbing and electrical bonding, and note existing cracks or damage with the customer before work starts.',
    {
      text: 'Shut off and lock out the pool equipment at its breaker before working on it.',
      only: ['pool-pump', 'pool-heater', 'pool-equipment', 'pool-light'],
    },
  ],
  core: [
    'Carry out the pool work described in this scope, to the equipment manufacturers’ instructions and the pool and electrical codes.',
  ],
  finish: [
    'Start up the system: prime the pump, check for leaks at every fitting, and confirm flow, filtration and sanitation.',
    'Balance the water chemistry and show the customer the new equipment’s controls and maintenance.',
  ],
  materials: [
    'Pool equipment and finishes of the brand, model and color named in this scope, or agreed in writing before ordering.',
    'Fittings, valves, unions, bonding wire and sealants rated for pool use.',
  ],
  exclusions: [
    'Electrical service upgrades for new equipment, unless listed.',
    'Repair of leaks or structural cracks found in the pool shell or plumbing beyond the work named, priced as a change order.',
    'Ongoing water chemistry and cleaning after start-up, unless listed.',
  ],
  siteProtection: [
    'Keep the pool barrier and gates closed and latched at the end of each day, and keep tools and debris out of the water.',
    'Protect the pool deck and landscaping along the equipment route.',
  ],
  completion: [
    'The pool circulates and filters with no leaks, the equipment runs on its controls, and the water is balanced at hand-over.',
  ],
  schedule: [
    'Equipment replacement takes about a day; the pool is not used until the equipment is running and the water is balanced.',
    {
      text: 'Resurfacing needs the pool drained and dry weather, and the new finish needs its start-up brushing period before swimming.',
      only: ['pool-resurface'],
    },
  ],
  permit: {
    usual: true,
    text: 'New pools need building and electrical permits with barrier (fence) inspections; replacing pumps, heaters or lights can need an electrical or gas permit.',
  },
  suggestions: [
    'Add the make and model of each piece of pool equipment, and its horsepower or BTU rating.',
    'Say what warranty the contractor gives on the workmanship and who registers the equipment warranties.',
  ],
  items: [
    {
      id: 'pool-pump',
      label: 'pool pump',
      task: 'pool pump replacement',
      pattern: '(?:(?:variable[- ]speed|single[- ]speed|pool) )+pumps?|pool motors?',
      location: 'pool',
      action: 'replace',
      steps: [
        'Replace the pool pump with the model named (a variable-speed pump where the energy code requires one), re-plumbed with unions, and bonded and wired to its circuit.',
        'Program the pump’s speeds and run times for filtration and any cleaner or heater it serves.',
      ],
    },
    {
      id: 'pool-filter',
      label: 'pool filter',
      task: 'pool filter replacement',
      pattern: '(?:(?:cartridge|sand|de) )?filters?',
      notAfter: '(?:air|furnace|hvac|water|whole[- ]house|ac|a/c) $',
      weak: true,
      location: 'pool',
      action: 'replace',
      steps: [
        'Replace the pool filter (or its cartridges, sand or grids), plumbed with unions, and record the clean filter pressure on the tank.',
      ],
    },
    {
      id: 'pool-heater',
      label: 'pool heater',
      task: 'pool heater installation',
      pattern: '(?:(?:gas|electric|heat pump) )?pool heaters?|spa heaters?',
      location: 'pool',
      action: 'install',
      steps: [
        'Install the pool heater with its gas or electrical connection, bypass valve and clearances, and test heating and the safety controls.',
      ],
    },
    {
      id: 'pool-resurface',
      label: 'pool surface',
      task: 'pool resurfacing',
      pattern:
        'resurfac(?:e|ing)(?: (?:the |our |my )?pool)?|re-?plaster(?:ing)?|(?:pool )?plaster|pebble ?tec|waterline tiles?|pool tiles?|coping',
      action: 'refinish',
      summary: 'resurface the pool{where}',
      steps: [
        'Drain the pool safely to the approved drain point, remove loose or delaminated plaster, and prepare the shell for the new surface.',
        'Apply the new finish named in this scope, replace the waterline tile if listed, then fill the pool and carry out the start-up brushing and chemistry.',
      ],
      completion: [
        'The new surface is even in color and texture, with no hollow spots or rough areas, and the water is balanced after start-up.',
      ],
    },
    {
      id: 'pool-equipment',
      label: 'pool equipment',
      task: 'pool equipment installation',
      pattern: 'pool equipment|salt (?:cells?|systems?|chlorinators?)|chlorinators?|automation|pool controls?',
      location: 'pool',
      action: 'install',
      steps: ['Install the equipment on the pad, plumbed and wired to the manufacturer’s instructions, and program its controls.'],
    },
    {
      id: 'pool-light',
      label: 'pool light',
      task: 'pool light replacement',
      pattern: '(?:led )?pool lights?',
      location: 'pool',
      action: 'replace',
      steps: [
        'Replace the pool light with a listed fixture on a GFCI-protected circuit, with the niche bonded and the lens gasket renewed.',
      ],
    },
    {
      id: 'pool-fence',
      label: 'pool barrier',
      task: 'pool barrier installation',
      pattern: 'pool (?:fence|barrier|safety cover|alarm)s?',
      location: 'pool',
      action: 'install',
      steps: [
        'Install the pool barrier at the height the code requires, with self-closing, self-latching gates and no footholds or gaps a child could use.',
      ],
    },
  ],
});
