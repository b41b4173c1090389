import { defineTrade } from './schema.ts';

export const bathroomRemodel = defineTrade({
  id: 'bathroom-remodel',
  noun: 'bathroom remodeling work',
  title: 'Bathroom remodel',
  location: 'bathroom',
  summary: 'remodel {place}',
  keywords: [
    'bath(?:room)? remodel(?:ing)?',
    'bath(?:room)? renovation',
    "remodel(?:ing)? (?:the |our |my |a )?(?:master |primary |guest |hall |kids'? )?bath(?:room)?",
    "renovat(?:e|ing) (?:the |our |my )?(?:master |primary |guest |hall |kids'? )?bath(?:room)?",
    'new bathroom',
    'walk-in shower',
    'tub surround',
    'shower pan',
  ],
  hiddenConditions: true,
  prep: [
    'Shut off and cap the water to {room}, and protect the path from the entrance.',
    'Remove the fixtures and finishes being replaced, and inspect the subfloor, framing and wall cavities for water damage before building back.',
  ],
  core: [
    'Install a waterproofing system behind and under all tile in the wet areas, flood-tested before tile is set.',
    'Set the new fixtures, finishes and accessories named in this scope in the layout agreed in writing.',
  ],
  finish: [
    { text: 'Grout, seal and caulk all tile and wet-area joints.', only: ['bathtub', 'shower', 'tub-to-shower'], unless: ['tile-floor'] },
    'Install the accessories agreed (mirror, towel bars, paper holder) and test every fixture and drain in {room}.',
  ],
  materials: [
    'Tile, fixtures and accessories as selected in writing (brand, model, color).',
    {
      text: 'Cement board or foam board, a waterproofing membrane, mortar, grout and sealant for the wet areas.',
      only: ['tile-floor', 'bathtub', 'shower', 'tub-to-shower'],
    },
    'Rough plumbing and electrical materials for the fixtures being set.',
  ],
  exclusions: [
    'Moving the toilet, tub or shower drain locations, unless listed.',
    'Repair of rotted subfloor or framing found during demolition, priced as a change order.',
    'Fixtures and materials the owner supplies, which the contractor installs but does not warrant.',
  ],
  siteProtection: ['Seal the bathroom door with a plastic dust barrier and protect the floors along the path with floor protection film.'],
  completion: [
    {
      text: 'The shower pan or waterproofing passes a flood test before tile is set and shows no leaks after finishing.',
      only: ['shower', 'tub-to-shower', 'shower-glass'],
    },
    'Every fixture works and drains freely, the finishes are even and sealed, and the final inspections are passed.',
  ],
  schedule: [
    'The bathroom is out of use from demolition until the final fixtures are set; the contractor tells the customer in advance if no other bathroom is available.',
    'Special-order fixtures, vanities and glass have lead times; demolition starts once the main fixtures are on site.',
  ],
  permit: {
    usual: true,
    text: 'A bathroom remodel that changes plumbing, electrical or ventilation needs permits, with rough-in and final inspections.',
  },
  suggestions: [
    'Attach a selection sheet: tile (size, product, layout pattern), vanity, toilet, shower valve and trim, glass, lighting and accessories.',
    'Name the waterproofing system (for example a sheet membrane or a liquid-applied product) and require a flood test before tile is set.',
  ],
  items: [
    {
      id: 'vanity',
      label: 'vanity',
      task: 'vanity installation',
      pattern: '(?:(?:double|single|floating|wall-hung|new) )?(?:sink )?vanit(?:y|ies)',
      action: 'install',
      steps: ['Install the vanity level and secured to the wall, with its top, sink, faucet, and new drain and supply connections.'],
      completion: ['The vanity is level and secure, its drawers and doors run smoothly, and the sink and faucet do not leak.'],
    },
    {
      id: 'bathtub',
      label: 'tub',
      task: 'tub installation',
      pattern: '(?:(?:alcove|soaking|freestanding|clawfoot|drop-in|cast iron|acrylic) )?(?:bath ?tubs?|tubs?)(?: surrounds?)?',
      weak: true,
      action: 'replace',
      steps: [
        'Set the new tub level on the support its maker requires (mortar bed or ledger), with a new drain and overflow, and connect the valve and spout.',
        'Build a waterproofed surround above the tub, lapped over the tub flange so water runs into the tub.',
      ],
      completion: [
        'The tub is level and solid, fills and drains without leaks at the drain, overflow or valve, and the surround is sealed.',
      ],
    },
    {
      id: 'shower',
      label: 'shower',
      task: 'shower installation',
      pattern: '(?:(?:tile|tiled|stand-up|stall) )?showers?(?: pans?| surrounds?| walls?| stalls?)?|shower pans?',
      weak: true,
      action: 'replace',
      steps: [
        'Build the shower with a waterproofed pan sloped at least 1/4 inch per foot to the drain and waterproofed walls, flood-tested before tile is set.',
        'Install the shower valve and trim, and the glass or curtain rod agreed.',
      ],
      completion: ['The shower drains without standing water, and the pan passed its flood test before tile was set.'],
    },
    {
      id: 'tub-to-shower',
      label: 'walk-in shower',
      task: 'tub-to-shower conversion',
      pattern:
        '(?:convert(?:ing)?|change|turn) (?:the |a |our |my )?(?:bath ?)?tub (?:in)?to (?:a )?(?:walk-in |tiled |curbless )?shower|tub[- ]to[- ]shower(?: conversion)?|walk-in showers?|curbless showers?',
      action: 'build',
      summary: 'convert the tub to a walk-in shower{where}',
      steps: [
        'Remove the tub and its surround, move the drain to the shower’s layout, and build a sloped shower floor with a waterproofed pan and curb (or a curbless entry where agreed).',
        'Waterproof the walls and floor, flood-test the pan for 24 hours, then tile and install the shower valve trim, a niche or bench if included, and the glass.',
      ],
      completion: [
        'The shower drains without standing water, the pan passes its flood test, and the glass seals without leaking onto the floor.',
      ],
    },
    {
      id: 'shower-glass',
      label: 'shower glass',
      task: 'shower glass installation',
      pattern: 'shower glass|(?:frameless )?(?:glass )?shower doors?|(?:frameless )?glass (?:enclosures?|doors?|panels?)|shower screens?',
      action: 'install',
      steps: [
        'Measure the shower after tile is finished and install the glass doors or panels with their hardware and seals, sealed to the tile.',
      ],
    },
    {
      id: 'exhaust-fan',
      label: 'exhaust fan',
      task: 'exhaust fan installation',
      pattern: '(?:bath(?:room)? )?(?:exhaust|vent|ventilation) fans?|bath fans?',
      alsoFor: ['electrical'],
      action: 'install',
      steps: [
        'Install the bathroom exhaust fan sized to the room, ducted to the outdoors (not into the attic), on a switch or humidity control.',
      ],
    },
    {
      id: 'grab-bars',
      label: 'grab bars',
      task: 'grab bar installation',
      pattern: 'grab bars?|safety bars?|shower seats?|handheld shower',
      alsoFor: ['handyman'],
      action: 'install',
      steps: [
        'Install the grab bars into blocking or studs (or with anchors rated for grab bars) at the heights agreed, so each holds at least 250 pounds.',
      ],
    },
  ],
});
