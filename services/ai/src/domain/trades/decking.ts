import { defineTrade } from './schema.ts';

export const decking = defineTrade({
  id: 'decking',
  noun: 'deck work',
  title: 'Deck',
  location: 'deck',
  keywords: ['decks?', 'decking', 'joists?', 'ledger', 'railings?', 'pergolas?', 'trex', 'composite', 'timbertech', 'azek'],
  hiddenConditions: true,
  prep: [
    { text: 'Call 811 to have underground utilities marked before digging footings.', only: ['deck-build', 'pergola'] },
    {
      text: 'Remove and haul away the deck boards, railings or structure being replaced, and inspect the ledger, joists and posts that stay.',
      unless: ['action:build'],
    },
  ],
  core: [
    'Build the deck described in this scope on footings below the frost line the local code sets, with beams, joists on hangers, and a ledger flashed and through-bolted to the house.',
    'Install the decking, stairs and guards (at least 36 inches high for most homes, with openings under 4 inches).',
  ],
  finish: ['Check the deck for level, solid railings and even board spacing, and pick up every cut-off and fastener from the yard.'],
  materials: [
    'Pressure-treated framing rated for ground contact where required, with code-listed hangers and connectors.',
    'Decking and railing of the material named in this scope (wood species, or composite brand and color), with the manufacturer’s fasteners.',
  ],
  exclusions: [
    'Staining or sealing, unless listed.',
    'Electrical (lighting, outlets) and plumbing on the deck, unless listed.',
    'Repair of rot in the house rim joist found when the ledger is opened, priced as a change order.',
  ],
  siteProtection: ['Protect the siding, windows and plantings next to the deck, and keep the work area closed to children and pets.'],
  completion: ['The deck is level and solid, the railings and stairs meet the code, and the boards are evenly spaced and fastened.'],
  schedule: [
    'Footing inspections come before framing, and framing inspections before decking where the permit requires them; inspection dates set the pace.',
    'Outdoor work is weather-dependent; rain days move the schedule without a change in price.',
  ],
  permit: {
    usual: true,
    text: 'Most new decks and deck rebuilds need a building permit with footing and final inspections, especially decks attached to the house or more than 30 inches above grade.',
  },
  suggestions: [
    'Add the deck dimensions (for example 12 x 16 feet), its height above grade, the decking material and color, and the railing style.',
    'Attach the drawing submitted for the permit and say who pays the permit fees.',
  ],
  items: [
    {
      id: 'deck-build',
      label: 'deck',
      task: 'deck construction',
      pattern:
        '(?:(?:new|composite|wood|wooden|cedar|pressure-treated|trex|timbertech|azek|raised|ground-level|multi-level|second-story|\\d+ ?x ?\\d+(?: ?ft| ?feet|\\x27)?) )*decks?',
      notAfter: '(?:on|onto|off|from|under|beneath|to|of|around|across) (?:the |our |my |a )?(?:[a-z]+ ){0,2}$',
      weak: true,
      yieldsTo: ['deck-boards', 'railing', 'deck-stain'],
      action: 'build',
      steps: [],
      repairSteps: [
        'Inspect the deck’s footings, posts, beams, joists and ledger, and repair or replace the damaged members with new pressure-treated lumber and code-listed connectors.',
      ],
    },
    {
      id: 'deck-boards',
      label: 'deck boards',
      task: 'deck board replacement',
      pattern: '(?:(?:rotted|rotten|damaged|warped|loose|old) )?deck(?:ing)? boards?|re-?deck(?:ing)?|decking',
      action: 'replace',
      steps: ['Replace the deck boards, checking every joist beneath and sistering weak ones, with joist tape on the joists that stay.'],
      completion: ['The new deck boards are evenly spaced, flush and fastened to every joist, with no soft spots.'],
    },
    {
      id: 'railing',
      label: 'railing',
      task: 'railing installation',
      pattern: '(?:deck |porch |stair )?(?:railings?|handrails?|guard ?rails?|balusters?)',
      action: 'replace',
      steps: [
        'Install the guards and stair handrails with posts fastened to resist the code loads, at least 36 inches high, with baluster gaps under 4 inches.',
      ],
      completion: ['The railing is rigid under a firm push, at least 36 inches high, with no opening a 4-inch sphere can pass.'],
    },
    {
      id: 'pergola',
      label: 'pergola',
      task: 'pergola construction',
      pattern: 'pergolas?|gazebos?|arbors?|shade structures?',
      action: 'build',
      steps: [
        'Build the pergola on footings or anchored to the deck framing with listed post bases, with beams and rafters sized for the span.',
      ],
      permit: 'A pergola or gazebo attached to the house or over a certain size can need a building permit.',
    },
  ],
});
