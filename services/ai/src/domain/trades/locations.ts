import type { Location, LocationId } from './schema.ts';

/**
 * Places on a property, as people name them. The longest mention wins where
 * two overlap ("hall bathroom" is a bathroom, not a hallway; "garage roof" is
 * a roof). The writer shows the place in the request's own words.
 */
export const LOCATIONS: Location[] = [
  {
    id: 'kitchen',
    pattern: '(?:galley |main |outdoor )?kitchens?',
    prep: 'in',
    kind: 'room',
    protection:
      'Cover the countertops, appliances and cabinets that stay in the kitchen, and keep the work area clear at the end of each day.',
  },
  {
    id: 'bathroom',
    pattern:
      "(?:(?:master|primary|guest|hall|kids'?|main|upstairs|downstairs|basement|shared|second|jack and jill) )?bath(?:room)?s?|en-?suite|(?:master|primary) suite",
    prep: 'in',
    kind: 'room',
    protection: 'Cover the fixtures that stay in the bathroom with protective film and keep the drain openings covered.',
  },
  { id: 'bathroom', pattern: 'powder rooms?|half[- ]baths?', prep: 'in', kind: 'room' },
  {
    id: 'bedroom',
    pattern: "(?:(?:master|primary|guest|kids'?|spare|upstairs|downstairs|basement|front|back) )?bedrooms?",
    prep: 'in',
    kind: 'room',
  },
  {
    id: 'living-area',
    pattern:
      'living rooms?|family rooms?|great rooms?|dens?|sunrooms?|bonus rooms?|play ?rooms?|media rooms?|game rooms?|rec(?:reation)? rooms?',
    prep: 'in',
    kind: 'room',
  },
  { id: 'dining-room', pattern: 'dining rooms?|dining areas?', prep: 'in', kind: 'room' },
  { id: 'office', pattern: 'home offices?|offices?|study', prep: 'in', kind: 'room' },
  { id: 'laundry', pattern: 'laundry rooms?|laundry areas?|utility rooms?|mud ?rooms?', prep: 'in', kind: 'room' },
  { id: 'hallway', pattern: '(?:upstairs |downstairs |front )?hallways?|entryways?|foyers?', prep: 'in', kind: 'room' },
  {
    id: 'stairs',
    pattern: '(?:(?:basement|front|back|porch|attic|main|interior) )?stair(?:s|case|cases|way|ways|well)',
    prep: 'on',
    kind: 'room',
  },
  { id: 'closet', pattern: '(?:(?:hall|linen|coat|walk-in|bedroom|master|primary) )?closets?', prep: 'in', kind: 'room' },
  {
    id: 'basement',
    pattern: '(?:(?:unfinished|finished) )?basements?',
    prep: 'in',
    kind: 'utility',
    protection: 'Protect the basement stairs and keep access to the utility equipment and the electrical panel clear.',
  },
  {
    id: 'attic',
    pattern: 'attics?',
    prep: 'in',
    kind: 'utility',
    protection:
      'Work from boards laid across the ceiling joists so nobody steps through the ceiling below, and protect the floor and furnishings under the attic hatch.',
  },
  {
    id: 'crawl-space',
    pattern: 'crawl ?spaces?',
    prep: 'in',
    kind: 'utility',
    protection: 'Keep the crawl space access secured whenever nobody is working, and protect the floor around it from dirt.',
  },
  {
    id: 'garage',
    pattern: '(?:(?:detached|attached|two-car|2-car|one-car|three-car) )?garages?',
    prep: 'in',
    kind: 'utility',
    protection: 'The owner moves vehicles and stored items away from the work area in the garage before work starts.',
  },
  {
    id: 'whole-house',
    pattern:
      '(?:\\d+|one|two|three|four|five|six)[- ](?:bed(?:room)?|br)(?:[ ,/-]+(?:\\d+(?:\\.5)?|one|two|three)[- ]bath(?:room)?)? (?:house|home|apartment|condo|unit|townhouse|townhome)|(?:whole|entire) (?:house|home|apartment|condo|unit|interior)|every room|all (?:the )?rooms',
    prep: 'throughout',
    kind: 'whole',
  },
  { id: 'whole-house', pattern: 'house|home|apartment|condo|townhouse|townhome', prep: 'throughout', kind: 'whole', fallback: true },
  {
    id: 'exterior',
    pattern:
      '(?:exterior|outside)(?: of (?:the |our |my )?(?:house|home|building))?|(?:(?:north|south|east|west|front|back|rear|left|right) )?(?:side |wall )?of (?:the |our |my )?(?:house|home)|(?:north|south|east|west|front|back|rear|left|right) side|house exterior',
    prep: 'on',
    kind: 'exterior',
    protection: 'Cover plantings, air-conditioning equipment and outdoor furniture next to the walls being worked on.',
  },
  {
    id: 'roof',
    pattern: '(?:(?:garage|porch|house|main|shed|carport|back|front|upper|lower) )?roofs?|rooftop',
    prep: 'on',
    kind: 'roof',
    protection: 'Use fall protection on the roof and keep the area below it roped off while anyone is working overhead.',
  },
  {
    id: 'yard',
    pattern: "(?:front|back|side|rear|neighbor'?s?) ?yards?|yards?|lawns?|gardens?|flower beds?",
    prep: 'in',
    kind: 'outdoor',
    protection: 'Protect the lawn and plantings along the access route with plywood or mats when running equipment or wheelbarrows.',
  },
  { id: 'patio', pattern: '(?:(?:back|front|rear|covered) )?patios?', prep: 'on', kind: 'outdoor' },
  { id: 'porch', pattern: '(?:(?:front|back|screened|covered|side) )?porch(?:es)?', prep: 'on', kind: 'outdoor' },
  { id: 'deck', pattern: '(?:(?:back|front|upper|lower|rear) )?decks?', prep: 'on', kind: 'outdoor' },
  { id: 'driveway', pattern: 'driveways?', prep: 'on', kind: 'outdoor' },
  { id: 'walkway', pattern: 'sidewalks?|walkways?|front walk|paths?', prep: 'on', kind: 'outdoor' },
  {
    id: 'pool',
    pattern: '(?<!water )(?:swimming )?pools?(?: area| deck)?',
    prep: 'at',
    kind: 'outdoor',
    protection: 'Keep the pool barrier and gates closed and latched at the end of each day, and keep tools out of the water.',
  },
  { id: 'shed', pattern: '(?:storage |garden )?sheds?', prep: 'at', kind: 'outdoor' },
];

/** How the writer names a place the request implies but does not name (roofing work: "the roof"). */
export const LOCATION_NAMES: Record<LocationId, string> = {
  kitchen: 'kitchen',
  bathroom: 'bathroom',
  bedroom: 'bedroom',
  'living-area': 'living room',
  'dining-room': 'dining room',
  office: 'office',
  laundry: 'laundry room',
  hallway: 'hallway',
  stairs: 'stairs',
  closet: 'closet',
  basement: 'basement',
  attic: 'attic',
  'crawl-space': 'crawl space',
  garage: 'garage',
  'whole-house': 'home',
  exterior: 'exterior of the house',
  roof: 'roof',
  yard: 'yard',
  patio: 'patio',
  porch: 'porch',
  deck: 'deck',
  driveway: 'driveway',
  walkway: 'walkway',
  pool: 'pool',
  shed: 'shed',
};
