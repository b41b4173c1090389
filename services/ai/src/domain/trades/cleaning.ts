import { defineTrade } from './schema.ts';

const WHOLE = ['whole-house'] as const;

export const cleaning = defineTrade({
  id: 'cleaning',
  noun: 'cleaning work',
  title: 'Cleaning',
  coreAlways: true,
  summary: 'clean {place}',
  keywords: [
    { pattern: 'clean(?:ing|er|ers|ed)?|deep clean', weight: 2 },
    'move-?out',
    'move-?in',
    'maid',
    'housekeeping',
    'pressure wash(?:ing)?',
    'power wash(?:ing)?',
    'sanitiz(?:e|ing)',
    'disinfect(?:ing)?',
    'scrub(?:bing)?',
  ],
  hiddenConditions: false,
  prep: ['Walk through with the customer to confirm the areas, priorities and any surfaces that need special care.'],
  core: [
    {
      text: 'Dust all reachable surfaces from top to bottom, including baseboards, window sills, doors and light switches.',
      notRooms: ['driveway', 'patio', 'deck', 'exterior', 'roof', 'yard', 'walkway', 'porch'],
    },
    {
      text: 'Clean and disinfect the kitchen and bathrooms: counters, sinks, fixtures, tubs, showers, toilets, mirrors, and the outside of cabinets and appliances.',
      rooms: [...WHOLE],
    },
    {
      text: 'Clean and disinfect the counters, sinks, fixtures and mirrors, and the outside of the cabinets and appliances, in {room}.',
      rooms: ['kitchen', 'bathroom'],
    },
    {
      text: 'Vacuum the carpets and rugs and mop the hard floors in {room}.',
      notRooms: ['driveway', 'patio', 'deck', 'exterior', 'roof', 'yard', 'walkway', 'porch'],
    },
  ],
  finish: ['Empty the trash into the customer’s bins, and do a final walk-through with the customer or send photos of the finished areas.'],
  materials: [
    'Cleaning products and equipment supplied by the cleaner, suited to each surface; the customer names any products to avoid (allergies, pets).',
  ],
  exclusions: [
    'Moving heavy furniture, biohazards, mold remediation and exterior windows above the ground floor, unless listed.',
    'Damage from pre-existing defects, and stains that do not come out with normal cleaning methods.',
  ],
  siteProtection: ['Use products suited to each surface and test them in an inconspicuous spot on delicate finishes.'],
  completion: ['Every area named is cleaned to the checklist agreed and passes the customer’s walk-through.'],
  schedule: [
    'The cleaning is done in one visit on the agreed date unless a recurring schedule is agreed in writing.',
    'Utilities (water and power) are on and the areas are accessible when the cleaners arrive.',
  ],
  permit: { usual: false, text: 'Cleaning work does not need a building permit.' },
  suggestions: [
    'Attach a room-by-room checklist, and say whether the inside of the oven, refrigerator and cabinets is included.',
    'Say whether the cleaners bring their own products and equipment, and name any products to avoid.',
  ],
  items: [
    {
      id: 'deep-clean',
      label: 'deep cleaning',
      task: 'deep cleaning',
      pattern: 'deep clean(?:ing)?|spring clean(?:ing)?|top[- ]to[- ]bottom clean(?:ing)?',
      action: 'clean',
      summary: 'deep clean {place}',
      steps: [
        {
          text: 'Clean inside the oven, microwave and refrigerator, and inside the cabinets and drawers.',
          rooms: ['kitchen', 'whole-house'],
        },
        'Scrub the grout lines, and clean the window tracks, baseboards, vents and light fixtures.',
      ],
    },
    {
      id: 'move-out',
      label: 'move-out cleaning',
      task: 'move-out cleaning',
      pattern: 'move-?(?:out|in) clean(?:ing)?|move-?(?:out|in)|end of (?:lease|tenancy)|turnover clean(?:ing)?',
      action: 'clean',
      summary: 'clean {place} to move-out standard',
      steps: [
        'Clean the empty home to move-out standard, including inside all cabinets, closets and appliances, so it is ready for the next occupant.',
      ],
    },
    {
      id: 'pressure-wash',
      label: 'pressure washing',
      task: 'pressure washing',
      pattern: '(?:pressure|power|soft)[- ]?wash(?:ing)?',
      action: 'clean',
      summary: 'pressure-wash {place}',
      steps: [
        'Pressure-wash the surfaces named at a pressure suited to each (soft wash for siding and roofs), keeping water out of vents and electrical fittings.',
        'Rinse the plants next to the work area before and after, and keep runoff out of storm drains where local rules require it.',
      ],
    },
    {
      id: 'carpet-clean',
      label: 'carpet cleaning',
      task: 'carpet cleaning',
      pattern: 'carpet cleaning|(?:steam|shampoo)(?:ing)? (?:the )?carpets?|clean (?:the )?carpets?|upholstery cleaning',
      action: 'clean',
      summary: 'clean the carpets{where}',
      steps: ['Pre-treat stains and hot-water-extract the carpets, then groom the pile and leave them to dry with ventilation.'],
    },
    {
      id: 'window-cleaning',
      label: 'window cleaning',
      task: 'window cleaning',
      pattern: 'window (?:cleaning|washing)|(?:clean|wash)(?:ing)? (?:the |all )?windows',
      action: 'clean',
      summary: 'clean the windows{where}',
      steps: [
        'Clean the glass inside and out, and wipe the frames, sills and screens, working from ladders only on the ground floor unless agreed.',
      ],
    },
    {
      id: 'post-construction',
      label: 'post-construction cleaning',
      task: 'post-construction cleaning',
      pattern: '(?:post[- ]construction|after (?:the )?(?:construction|remodel|renovation)|construction) clean(?:ing|-?up)?',
      action: 'clean',
      summary: 'clean {place} after construction',
      steps: [
        'Remove construction dust from every surface, including inside cabinets, vents and light fixtures, and remove labels and paint spots from glass and fixtures.',
      ],
    },
  ],
});
