import { defineTrade } from './schema.ts';

export const demolition = defineTrade({
  id: 'demolition',
  noun: 'demolition work',
  title: 'Demolition',
  summary: 'demolish and haul away what this scope names{where}',
  keywords: [
    { pattern: 'demo(?:lish|lition)?|tear(?:ing)? down|knock(?:ing)? down', weight: 3 },
    'tear(?:ing)? out',
    'rip(?:ping)? out',
    'haul(?:ing)? away',
    'junk removal',
    'debris',
    'dumpster',
  ],
  hiddenConditions: true,
  prep: [
    'Call 811 to have underground utilities marked, and have the utilities serving the structure disconnected and capped before demolition.',
    {
      text: 'Survey the materials to be demolished for asbestos and lead paint where the age of the building or local rules call for it, before they are disturbed.',
      unless: ['junk-removal'],
    },
    'Set up a dumpster, fencing or barriers to keep people out of the work area.',
  ],
  core: [
    'Demolish and remove the structures or finishes named in this scope, leaving the surfaces and structures that stay protected and intact.',
  ],
  finish: [
    'Haul all debris to licensed disposal or recycling facilities, and keep the disposal receipts.',
    'Rake or sweep the work area clean, and fill and grade any holes left by removed footings.',
  ],
  materials: ['Dumpsters, barriers, dust control and disposal, supplied by the contractor.'],
  exclusions: [
    'Asbestos or lead abatement, which a licensed abatement contractor does under a separate price if the survey finds them.',
    'Removal of buried foundations, tanks or debris not visible before work starts, priced as a change order.',
    'Rebuilding or finishing after the demolition, unless listed.',
  ],
  siteProtection: [
    'Keep dust down with water or containment, and protect the neighboring structures, paving and plantings from falling debris and trucks.',
  ],
  completion: ['The items named are demolished and removed, the utilities are capped, and the area is clean and graded.'],
  schedule: [
    'The utility disconnections and any demolition permit must be in place before work starts; their timing sets the start date.',
    'Dumpster swaps are scheduled with the hauler, and work stops in high wind.',
  ],
  permit: {
    usual: true,
    text: 'Demolishing a structure usually needs a demolition permit, with proof that the utilities are disconnected; interior demolition is usually covered by the remodel permit.',
  },
  suggestions: [
    'List exactly what is demolished and what stays, and attach photos marking both.',
    'Say whether disposal fees, the dumpster and the asbestos survey are included in the price.',
  ],
  items: [
    {
      id: 'structure-demo',
      label: 'structure',
      task: 'structure demolition',
      pattern:
        '(?:(?:old|detached|wooden|metal|small|storage|garden) )*(?:sheds?|detached garages?|garages?|carports?|barns?|gazebos?|additions?|decks?|porch(?:es)?|structures?|buildings?)',
      after: '(?:demo(?:lish|lition)?|tear(?:ing)? down|knock(?:ing)? down|remov(?:e|ing)|take down)[^.;!?]{0,25}$',
      action: 'remove',
      summary: 'demolish the {phrase}{where}',
      steps: [
        'Demolish the structure, including its roof, walls, floor and footings or slab where listed, and separate the materials for disposal or recycling.',
        'Cap the utilities that served the structure at the point agreed, and backfill and grade the area where it stood.',
      ],
    },
    {
      id: 'interior-demo',
      label: 'interior finishes',
      task: 'interior demolition',
      pattern:
        'interior demolition|(?:(?:old|existing) )*(?:cabinets?|countertops?|flooring|carpet|tile|drywall|walls?|plaster|fixtures?|paneling)',
      after: '(?:demo(?:lish)?|tear(?:ing)? out|rip(?:ping)? out|gut)[^.;!?]{0,25}$',
      action: 'remove',
      summary: 'remove the {phrase}{where}',
      steps: [
        'Remove the interior finishes named down to the framing or subfloor as agreed, without damaging the structure, plumbing or wiring that stays.',
      ],
    },
    {
      id: 'junk-removal',
      label: 'junk',
      task: 'junk removal',
      pattern: 'junk|clutter|old furniture|hot tubs?|spas?|swing sets?|play ?sets?|trampolines?|above[- ]ground pools?',
      after: '(?:remov|haul|get rid of|take away|dispose of|clear out)[^.;!?]{0,25}$',
      action: 'remove',
      summary: 'remove and haul away the {phrase}{where}',
      steps: [
        'Cut down or disassemble the items named, load them out without damaging the home or lawn, and haul them to disposal or recycling.',
      ],
    },
  ],
});
