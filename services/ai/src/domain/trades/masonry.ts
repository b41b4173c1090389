import { defineTrade } from './schema.ts';

export const masonry = defineTrade({
  id: 'masonry',
  noun: 'masonry work',
  title: 'Masonry',
  keywords: [
    'masonry',
    'mason',
    'bricks?',
    'brickwork',
    'stone ?work',
    'mortar',
    'tuck-?point(?:ing)?',
    're-?point(?:ing)?',
    'chimneys?',
    'cinder blocks?',
    'cmu',
    'stucco',
    'veneer',
  ],
  hiddenConditions: true,
  prep: [
    'Inspect the masonry with the customer, mark the areas to be repaired or built, and protect the surfaces and plantings around them.',
    'Set up scaffolding or ladders on stable footing, with debris netting where work is overhead.',
  ],
  core: [
    'Carry out the masonry work described in this scope, laying units level and plumb in mortar matched in strength and color to the existing work.',
  ],
  finish: [
    'Tool the mortar joints to match the existing profile, and clean mortar smears from the face with a cleaner suited to the masonry.',
    'Haul away the broken masonry, mortar waste and debris.',
  ],
  materials: [
    'Brick, block or stone matched to the existing masonry as closely as available, or as named in this scope.',
    'Mortar of a type and color matched to the existing (softer than the units for older brick), flashing, weep vents and ties as needed.',
  ],
  exclusions: [
    'An exact color match with old masonry, which weathering makes impossible; the contractor matches as closely as available.',
    'Structural repairs to footings or foundations, unless listed.',
  ],
  siteProtection: [
    'Cover windows, doors, plantings and paving below the work, and keep mortar and cleaning runoff out of beds and drains.',
  ],
  completion: ['The masonry is sound, with full, tooled mortar joints, no loose units, and water shedding away from the wall.'],
  schedule: [
    'Mortar work is not done when temperatures are forecast to drop below 40 °F within a day, or in rain; weather days move the schedule without a change in price.',
    'New mortar cures for several days before any sealer or heavy use.',
  ],
  permit: {
    usual: false,
    text: 'Masonry repair usually needs no permit; rebuilding a chimney, building new walls or structural masonry usually does.',
  },
  suggestions: [
    'Name the brick or stone and the mortar color, or ask for a sample panel before the work starts.',
    'Say how many square feet of joints or how many courses are included, and the price for more found once work starts.',
  ],
  items: [
    {
      id: 'tuckpoint',
      label: 'mortar joints',
      task: 'tuckpointing',
      pattern: 'tuck-?point(?:ing)?|re-?point(?:ing)?|mortar joints?|(?:crumbling|missing|loose) mortar',
      action: 'repair',
      summary: 'repoint the mortar joints{where}',
      steps: [
        'Grind out the deteriorated mortar joints to a depth of about 3/4 inch (two and a half times the joint width), clean them, and repoint with mortar matched in strength and color.',
      ],
    },
    {
      id: 'chimney',
      label: 'chimney',
      task: 'chimney repair',
      pattern: '(?:(?:brick|stone|masonry) )?chimneys?(?: crowns?| caps?| stacks?)?|chimney crowns?|chimney caps?',
      notAfter: '(?:around|near|by|next to|at) (?:the |our |my )?$',
      location: 'roof',
      action: 'repair',
      steps: [
        'Repair the chimney: rebuild loose or spalled brick above the roof line, and replace the cracked crown with a new crown that overhangs the brick and has a drip edge.',
        'Install a stainless steel cap with a spark arrestor screen over the flue.',
      ],
      completion: ['The chimney crown sheds water, the cap is secure, and no loose brick or open joints remain above the roof line.'],
      suggestion: 'Ask for a chimney inspection report (with photos of the flue) and say whether flue liner work is included.',
    },
    {
      id: 'brick-repair',
      label: 'brickwork',
      task: 'brick repair',
      pattern:
        '(?:(?:brick|stone|block) )(?:steps|stairs|walls?|columns?|piers?|mailbox|veneer|planters?)|(?:spalled|loose|broken|cracked) bricks?|bricks?|brickwork',
      action: 'repair',
      steps: [
        'Remove the loose or spalled units, rebuild with matching brick or stone in matched mortar, and tie the rebuilt work into the sound masonry.',
      ],
    },
    {
      id: 'stone-veneer',
      label: 'stone veneer',
      task: 'stone veneer installation',
      pattern: '(?:manufactured |natural |thin )?stone veneer|stacked stone|cultured stone',
      action: 'install',
      steps: [
        'Install the stone veneer over a water-resistive barrier, lath and scratch coat, with a weep screed at the base, to the manufacturer’s instructions.',
      ],
    },
    {
      id: 'fireplace',
      label: 'fireplace',
      task: 'fireplace masonry',
      pattern: '(?:(?:brick|stone|wood-burning) )?fireplaces?|firebox|hearth|mantel',
      location: 'living-area',
      action: 'repair',
      steps: ['Repair the firebox with firebrick and refractory mortar, and repair the hearth and surround with matching masonry.'],
    },
    {
      id: 'stucco',
      label: 'stucco',
      task: 'stucco repair',
      pattern: 'stucco',
      location: 'exterior',
      action: 'repair',
      steps: [
        'Cut out the damaged stucco to sound material, repair the lath and water-resistive barrier, and apply scratch, brown and finish coats matched to the existing texture.',
      ],
    },
  ],
});
