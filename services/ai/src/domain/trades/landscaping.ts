import { defineTrade } from './schema.ts';

export const landscaping = defineTrade({
  id: 'landscaping',
  noun: 'landscaping work',
  title: 'Landscaping',
  location: 'yard',
  summary: 'carry out the landscaping described in this scope{where}',
  keywords: [
    'landscap(?:e|ing|er)',
    'lawn',
    'gardens?',
    'gardening',
    'sod',
    'mulch',
    'shrubs?',
    'trees?',
    'plants?',
    'planting',
    'sprinklers?',
    'irrigation',
    'pavers?',
    'hardscap(?:e|ing)',
    'retaining walls?',
    'grading',
    'french drains?',
    'stumps?',
  ],
  hiddenConditions: false,
  prep: [
    'Call 811 to have underground utilities marked at least three business days before any digging.',
    'Walk the property with the customer and mark the work areas, plant locations and anything to be kept and protected.',
  ],
  core: [
    'Carry out the landscaping described in this scope in {room}: clear the work areas, prepare and amend the soil, and install the plants and materials named.',
    'Grade the work areas so water drains away from the house foundation.',
  ],
  finish: [
    {
      text: 'Water in all new plants and sod, and leave written watering and care instructions.',
      unless: ['tree-removal', 'tree-trim', 'pavers', 'retaining-wall', 'drainage', 'lawn-care'],
    },
    'Rake, blow and clean the hard surfaces, and haul away green waste and debris.',
  ],
  materials: [
    {
      text: 'Plants, sod, seed, mulch and soil amendments of the species, sizes and quantities named in this scope.',
      unless: ['tree-removal', 'tree-trim', 'pavers', 'retaining-wall', 'drainage', 'lawn-care', 'irrigation'],
    },
    'Any materials the landscaping needs are of the kind and quantity named in this scope, or agreed in writing before purchase.',
  ],
  exclusions: [
    'Damage to unmarked private underground lines (sprinkler lines, private electric or gas), which the customer points out in advance.',
    { text: 'Loss of plants caused by lack of watering after completion, pests or extreme weather.', unless: ['tree-removal'] },
    'Tree work near power lines, which only the utility or its line-clearance contractor may do.',
  ],
  siteProtection: ['Protect the lawn along the access path with plywood or mats when running equipment or wheelbarrows.'],
  completion: ['The work areas are finished as described, with water draining away from the house and hard surfaces left clean.'],
  schedule: [
    'Outdoor work is weather-dependent; rain or frozen ground moves the schedule without a change in price.',
    {
      text: 'Planting is best done in spring or fall; summer planting needs more watering, which the customer provides.',
      unless: ['tree-removal', 'tree-trim', 'pavers', 'retaining-wall', 'lawn-care'],
    },
  ],
  permit: {
    usual: false,
    text: 'Most planting needs no permit, but retaining walls over about 4 feet, removing protected trees in some cities and new irrigation backflow devices can need permits.',
  },
  suggestions: [
    'List each plant by species, container size and quantity, and the square footage of sod or mulch.',
    'Add a plant warranty (for example replacement of plants that die within 90 days when watered as instructed).',
  ],
  items: [
    {
      id: 'sod',
      label: 'sod',
      task: 'lawn installation',
      pattern: '(?:new )?sod|new lawn|(?:grass )?seed(?:ing)?|re-?seed(?:ing)?|hydroseed(?:ing)?|artificial turf|synthetic turf',
      action: 'install',
      summary: 'install {phrase}{where}',
      steps: [
        'Remove the existing turf and weeds, grade and amend the soil, then lay the sod with tight, staggered seams (or seed at the supplier’s rate) and roll it.',
      ],
      completion: ['The sod seams are tight and rolled with no gaps or dry edges, or the seed is evenly spread and covered.'],
    },
    {
      id: 'irrigation',
      label: 'irrigation system',
      task: 'irrigation installation',
      pattern: '(?:(?:drip|underground|automatic) )?(?:sprinklers?(?: systems?)?|irrigation(?: systems?)?)|drip lines?|sprinkler heads?',
      action: 'install',
      materials: ['Irrigation pipe, heads or drip line, valves, a backflow preventer where required and a programmable controller.'],
      steps: [
        'Install the irrigation zones with head-to-head coverage (or drip lines at each plant), a backflow preventer where the code requires it, and a programmed controller.',
        'Run every zone with the customer and adjust heads so they do not spray the house, walks or street.',
      ],
      repairSteps: ['Find and repair the broken irrigation heads, lines or valves, and run every zone to check coverage.'],
      permit:
        'A new irrigation connection to the water supply usually needs a backflow preventer and, in many places, a permit and backflow test.',
    },
    {
      id: 'planting',
      label: 'plants',
      task: 'planting',
      pattern:
        '(?:(?:new|native|drought[- ]tolerant) )?(?:plants?|shrubs?|bushes|hedges?|perennials|annuals|flowers|flower beds?|planting beds?|trees?)',
      weak: true,
      action: 'install',
      summary: 'plant the {phrase}{where}',
      steps: [
        'Dig planting holes twice the width of each root ball, set the plants at grade, backfill with amended soil, and mulch 2 to 3 inches deep, kept away from the stems.',
      ],
      completion: ['Every plant is set at the right depth and spacing, staked where needed, healthy and watered in.'],
    },
    {
      id: 'tree-removal',
      label: 'trees',
      task: 'tree removal',
      pattern: '(?:(?:dead|dying|fallen|large|oak|pine|palm|maple) )*(?:trees?|stumps?)|stump grinding',
      after: '(?:remov|cut down|cutting down|take down|taking down|fell|grind|dead|haul)[^.;!?]{0,30}$',
      action: 'remove',
      steps: [
        'Fell or section down the trees named in this scope, using rigging to protect structures and plantings nearby, and haul away the wood and debris.',
        'Grind the stumps to about 6 inches below grade, backfill the holes with the grindings or topsoil as agreed, and rake the area.',
      ],
      exclusions: ['Removing roots beyond the stump area, and repairs to sidewalks, driveways or lines lifted by roots.'],
      completion: ['The trees named are down and hauled away, the stumps are ground below grade, and the area is raked clean.'],
      permit: 'Some cities require a permit to remove trees above a certain trunk size or of protected species.',
      suggestion:
        'Say whether stump grinding and wood hauling are included, and confirm the tree service carries liability and workers’ compensation insurance.',
    },
    {
      id: 'tree-trim',
      label: 'trees',
      task: 'tree trimming',
      pattern: '(?:(?:large|oak|pine|palm|maple|overgrown) )*(?:trees?|hedges?|branches|limbs)',
      after: '(?:trim|prun|cut back|thin|shap)[^.;!?]{0,30}$',
      action: 'repair',
      summary: 'trim the {phrase}{where}',
      steps: [
        'Prune the trees to industry standard (ANSI A300): remove dead, crossing and low limbs with clean cuts at the branch collar, without topping.',
      ],
    },
    {
      id: 'pavers',
      label: 'paver patio',
      task: 'paver patio installation',
      pattern: '(?:(?:paver|flagstone|stone|brick) )(?:patios?|walkways?|paths?)|pavers?|flagstone',
      alsoFor: ['masonry'],
      location: 'patio',
      action: 'build',
      materials: [
        'Pavers of the style and color named in this scope, a compacted gravel base, bedding sand, edge restraint and polymeric joint sand.',
      ],
      steps: [
        'Excavate the area, lay and compact a gravel base in lifts, screed a bedding layer, and set the pavers in the agreed pattern with edge restraint.',
        'Compact the pavers and sweep in polymeric sand, sloped so water drains away from the house.',
      ],
      completion: [
        'The pavers are flat and firmly set with consistent joints, edge restraint holds the border, and water drains away from the house.',
      ],
    },
    {
      id: 'retaining-wall',
      label: 'retaining wall',
      task: 'retaining wall construction',
      pattern: '(?:(?:block|stone|concrete|timber|segmental) )?retaining walls?',
      alsoFor: ['masonry'],
      action: 'build',
      steps: [
        'Build the retaining wall on a compacted gravel base, with drainage gravel and a perforated drain pipe behind it and geogrid where the wall height requires it.',
      ],
      permit: 'Retaining walls over about 4 feet (or holding back a slope or a driveway) usually need a permit and an engineer’s design.',
    },
    {
      id: 'drainage',
      label: 'drainage',
      task: 'drainage work',
      pattern: 'french drains?|drainage|standing water|dry wells?|downspout drains?|swales?',
      action: 'install',
      materials: ['Perforated drain pipe, filter fabric and clean washed gravel.'],
      steps: [
        'Install the drainage in a trench lined with filter fabric, with perforated pipe in clean gravel sloped to daylight or a dry well.',
      ],
      completion: ['Water flows through the new drainage to its outlet with no standing water in the work area after rain.'],
    },
    {
      id: 'mulch',
      label: 'mulch',
      task: 'mulching',
      pattern: '(?:(?:new|fresh|hardwood|cedar|rubber) )?mulch(?:ing)?|landscape rock|river rock|rock beds?|edging',
      action: 'install',
      summary: 'install {phrase}{where}',
      steps: ['Weed and edge the beds, then spread mulch 2 to 3 inches deep, kept away from stems and the house siding.'],
    },
    {
      id: 'lawn-care',
      label: 'lawn care',
      task: 'lawn care',
      pattern:
        'mow(?:ing)?|lawn care|lawn maintenance|aerat(?:e|ion|ing)|dethatch(?:ing)?|fertiliz(?:e|ing|ation)|weed control|yard cleanup|leaf removal',
      action: 'clean',
      summary: 'provide {phrase}{where}',
      steps: ['Carry out the lawn care tasks named in this scope on the schedule agreed, and bag or mulch the clippings as agreed.'],
    },
  ],
});
