import { defineTrade } from './schema.ts';

const PAINT_VERB = '(?:paint|repaint|re-paint|stain|restain|re-stain|seal|reseal|prime|refinish|spray)(?:s|ed|ing)?\\b[^.;!?]{0,60}$';
const INTERIOR = [
  'kitchen',
  'bathroom',
  'bedroom',
  'living-area',
  'dining-room',
  'office',
  'laundry',
  'hallway',
  'stairs',
  'closet',
  'basement',
  'garage',
  'whole-house',
] as const;

export const painting = defineTrade({
  id: 'painting',
  noun: 'painting work',
  title: 'Painting',
  summary: 'paint {place}',
  keywords: [
    { pattern: 'paint(?:s|ing|er|ers|ed)?|repaint(?:ing)?', weight: 3 },
    'primer',
    'prime',
    'stain(?:ing)?',
    'coats?',
    'wallpaper',
    'sheen',
    'eggshell',
    'satin',
    'semi-gloss',
    'sherwin[- ]williams',
    'benjamin moore',
    'behr',
  ],
  hiddenConditions: false,
  prep: [
    { text: 'Move furniture away from the walls and cover it, and mask floors, fixtures and hardware in {room}.', rooms: [...INTERIOR] },
    'Clean the surfaces as needed, scrape loose paint, fill holes and cracks, caulk open joints in the trim and sand patches smooth.',
    'Spot-prime patched and bare areas, and prime fully where the color change or the surface needs it.',
  ],
  core: [
    'Apply two finish coats to the surfaces named in this scope in {room}, in the colors and sheens the customer chooses in writing before work starts.',
  ],
  finish: [
    { text: 'Remove the masking, re-install switch plates and hardware, and put furniture back in place.', rooms: [...INTERIOR] },
    'Touch up any marks found at the final walk-through.',
  ],
  materials: [
    'Professional-grade paint and primer suited to each surface, low-VOC latex indoors unless this scope names another product.',
    'Caulk, patching compound, tape, drop cloths and sundries.',
  ],
  exclusions: [
    'Drywall or plaster repairs beyond minor patching of nail holes and hairline cracks.',
    'Surfaces not named in this scope (for example closets, ceilings or trim, where they are not named).',
    'Lead-based paint testing and abatement; work that disturbs paint in a home built before 1978 follows the EPA lead-safe work practices.',
  ],
  siteProtection: ['Keep rooms ventilated while coatings dry, and keep paint, solvents and rags out of reach of children and pets.'],
  completion: [
    'Uniform color and sheen, with no missed spots, runs, drips or roller marks visible from normal viewing distance in daylight.',
    'Clean, straight lines where colors meet, and no paint on floors, glass, fixtures or hardware.',
  ],
  schedule: [
    'Each coat dries for the time on the product label before the next; cold or humid weather lengthens drying times.',
    {
      text: 'Exterior painting needs dry weather above the product’s minimum temperature; rain days move the schedule without a change in price.',
      only: ['exterior-paint', 'deck-stain', 'fence-stain', 'siding-paint'],
    },
  ],
  permit: { usual: false, text: 'Painting does not normally need a building permit.' },
  suggestions: [
    'Write down the paint brand, product line, color names or codes and sheen for each surface.',
    'If the home was built before 1978, require an EPA Lead-Safe certified firm for any work that disturbs paint (40 CFR Part 745) and add its certification number.',
  ],
  items: [
    {
      id: 'interior-paint',
      label: 'walls',
      task: 'interior painting',
      pattern: '(?:interior )?walls?|ceilings?|interior',
      weak: true,
      action: 'paint',
      steps: ['Cut in neatly at ceilings, trim and corners, and roll two coats on the walls and ceilings named in this scope.'],
    },
    {
      id: 'trim-paint',
      label: 'trim',
      task: 'trim painting',
      pattern:
        '(?:interior |exterior )?trim|baseboards?|door frames?|casings?|crown mo(?:u)?ldings?|window sills?|shutters?|interior doors?|doors',
      after: PAINT_VERB,
      action: 'paint',
      steps: ['Sand the trim and doors between coats and finish them with a durable semi-gloss or satin enamel.'],
    },
    {
      id: 'exterior-paint',
      label: 'exterior',
      task: 'exterior painting',
      pattern:
        'exterior(?: of (?:the |our |my )?(?:house|home))?|outside of (?:the |our |my )?(?:house|home)|house exterior|shutters?|stucco|fascia|soffits?|eaves',
      weak: true,
      location: 'exterior',
      action: 'paint',
      steps: [
        'Wash the exterior surfaces and let them dry, scrape and sand loose paint, caulk open joints and prime bare wood.',
        'Apply two coats of exterior paint to the surfaces named in this scope, in dry weather above the product’s minimum temperature.',
      ],
    },
    {
      id: 'cabinet-paint',
      label: 'cabinets',
      task: 'cabinet painting',
      pattern: '(?:kitchen |bathroom )?cabinets?|cabinetry|vanit(?:y|ies)',
      after: PAINT_VERB,
      action: 'paint',
      steps: [
        'Remove the cabinet doors, drawer fronts and hardware, label them, and degrease, scuff-sand and prime every surface with a bonding primer.',
        'Spray two coats of cabinet-grade enamel, let it cure, then re-hang the doors and drawer fronts and adjust them.',
      ],
      completion: [
        'The cabinet finish is smooth and even, with no drips or brush marks, and every door and drawer is re-hung and aligned.',
      ],
      schedule: ['Cabinet doors are away for spraying and curing for about a week; the cabinet boxes stay usable in the meantime.'],
    },
    {
      id: 'deck-stain',
      label: 'deck',
      task: 'deck staining',
      pattern: '(?:(?:back|front|wood|wooden|cedar) )?decks?|porch(?: floor)?',
      after: PAINT_VERB,
      location: 'deck',
      action: 'paint',
      steps: [
        'Clean and brighten the deck, let it dry, sand raised grain, and apply the stain or sealer in the number of coats the manufacturer specifies.',
      ],
    },
    {
      id: 'fence-stain',
      label: 'fence',
      task: 'fence staining',
      pattern: '(?:(?:wood|wooden|cedar|privacy) )?fenc(?:e|es|ing)',
      after: PAINT_VERB,
      location: 'yard',
      action: 'paint',
      steps: [
        'Clean the fence and let it dry, protect plants along its base, and spray and back-brush the stain or paint on both sides unless this scope says one side.',
      ],
    },
    {
      id: 'siding-paint',
      label: 'siding',
      task: 'siding painting',
      pattern: '(?:(?:vinyl|wood|aluminum|brick) )?siding|brick',
      after: PAINT_VERB,
      location: 'exterior',
      action: 'paint',
      steps: ['Clean the siding, prime bare or chalking areas, and apply two coats of exterior paint rated for the siding material.'],
    },
    {
      id: 'front-door-paint',
      label: 'front door',
      task: 'door painting',
      pattern: '(?:front|entry|exterior|garage) doors?',
      after: PAINT_VERB,
      action: 'paint',
      steps: ['Remove or mask the door hardware, sand and prime the door, and apply two coats of exterior enamel.'],
    },
    {
      id: 'wallpaper',
      label: 'wallpaper',
      task: 'wallpaper removal',
      pattern: 'wall ?paper|wall coverings?',
      action: 'remove',
      steps: [
        'Remove the wallpaper and its adhesive without gouging the wall, repair damaged drywall paper with a stain-blocking primer, and skim-coat where needed.',
      ],
    },
  ],
});
