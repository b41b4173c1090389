import type { Persona } from '../src/domain/write-scope.ts';
import type { TradeId } from '../src/domain/trades/index.ts';

/**
 * Realistic one-sentence jobs, as people type them into the quick-setup box,
 * with what their scope must say and what it must not. `mentions` are
 * case-insensitive substrings (the job's key items and its place); `forbidden`
 * are words that belong to another trade, room or property and would show the
 * writer copied a template instead of reading the job.
 */
export interface CorpusCase {
  job: string;
  state: string;
  persona?: Persona;
  trade: TradeId;
  mentions: string[];
  forbidden: string[];
}

/** Never in a scope unless the request is about a rented or managed property. */
export const RENTAL_WORDS = ['rental', 'tenant', 'landlord', 'lease'];

export const CORPUS: CorpusCase[] = [
  // Plumbing
  {
    job: 'Replace the 50-gallon gas water heater in the garage',
    state: 'CA',
    trade: 'plumbing',
    mentions: ['water heater', 'garage', '50-gallon', 'strapped against movement in an earthquake', 'C-36'],
    forbidden: [...RENTAL_WORDS, 'unit', 'kitchen', 'bathroom', 'faucet', 'shingle', 'hot water on the left'],
  },
  {
    job: 'Fix the leaking kitchen faucet and the slow drain under the sink',
    state: 'TX',
    trade: 'plumbing',
    mentions: ['faucet', 'kitchen', 'drain', 'Texas State Board of Plumbing Examiners'],
    forbidden: [...RENTAL_WORDS, 'water heater', 'bathroom', 'toilet', 'shingle', 'sink replacement', 'new drain assembly'],
  },
  {
    job: 'Replace the toilet and wax ring in the upstairs bathroom',
    state: 'FL',
    trade: 'plumbing',
    mentions: ['toilet', 'upstairs bathroom', 'flange'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'cooktop', 'vanity', 'water heater', 'roof'],
  },
  {
    job: 'Install a new sump pump with a battery backup in the basement',
    state: 'NY',
    trade: 'plumbing',
    mentions: ['sump pump', 'basement', 'check valve'],
    forbidden: [...RENTAL_WORDS, 'attic', 'kitchen', 'faucet', 'solar', 'water heater'],
  },
  {
    job: 'Repipe the house from galvanized to PEX',
    state: 'IL',
    trade: 'plumbing',
    mentions: ['repip', 'PEX', 'house', 'Illinois Plumbing License Law'],
    forbidden: [...RENTAL_WORDS, 'roof', 'shingle', 'cooktop'],
  },
  {
    job: 'Clear a clogged main sewer line that keeps backing up into the basement floor drain',
    state: 'OH',
    trade: 'plumbing',
    mentions: ['sewer line', 'basement', 'cable machine'],
    forbidden: [...RENTAL_WORDS, 'water heater', 'kitchen', 'faucet', 'flooring'],
  },
  {
    job: 'Replace the water heater in the rental unit, the tenant has had no hot water since Monday',
    state: 'OH',
    persona: 'property-manager',
    trade: 'plumbing',
    mentions: ['water heater', 'tenant', 'notice of entry'],
    forbidden: ['kitchen', 'faucet', 'shingle', 'garage'],
  },
  // Electrical
  {
    job: 'Install 6 recessed lights in the living room with a dimmer switch',
    state: 'CA',
    trade: 'electrical',
    mentions: ['recessed lights', 'living room', 'dimmer', 'C-10'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'faucet', 'shingle'],
  },
  {
    job: 'Upgrade the main electrical panel to 200 amps',
    state: 'TX',
    trade: 'electrical',
    mentions: ['panel', '200 amps', 'utility', 'Texas Department of Licensing and Regulation'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'roof', 'shingle', 'kitchen', 'solar'],
  },
  {
    job: 'Install a Level 2 EV charger in the garage',
    state: 'NY',
    trade: 'electrical',
    mentions: ['EV charger', 'garage', 'dedicated circuit'],
    forbidden: [...RENTAL_WORDS, 'unit', 'kitchen', 'bathroom', 'faucet'],
  },
  {
    job: 'Add two GFCI outlets in the bathroom',
    state: 'FL',
    trade: 'electrical',
    mentions: ['GFCI outlets', 'bathroom'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'vanity', 'tile', 'cooktop', 'shower'],
  },
  {
    job: 'Replace the ceiling fan in the master bedroom',
    state: 'IL',
    trade: 'electrical',
    mentions: ['ceiling fan', 'master bedroom', 'fan-rated box'],
    forbidden: [...RENTAL_WORDS, 'bathroom', 'kitchen', 'outlets'],
  },
  {
    job: 'Install a whole-house standby generator with a transfer switch',
    state: 'GA',
    trade: 'electrical',
    mentions: ['generator', 'transfer switch'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'bathroom'],
  },
  // HVAC
  {
    job: 'Replace the 3-ton AC condenser and the air handler',
    state: 'AZ',
    trade: 'hvac',
    mentions: ['air conditioner', 'air handler', '3-ton', 'Registrar of Contractors'],
    forbidden: [...RENTAL_WORDS, 'water heater', 'faucet', 'kitchen', 'furnace'],
  },
  {
    job: 'Install a ductless mini-split in the attic bonus room',
    state: 'WA',
    trade: 'hvac',
    mentions: ['mini-split', 'attic', 'line set'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'bathroom'],
  },
  {
    job: 'Replace our old gas furnace in the basement with a high-efficiency model',
    state: 'MN',
    trade: 'hvac',
    mentions: ['furnace', 'basement', 'carbon monoxide'],
    forbidden: [...RENTAL_WORDS, 'air conditioner', 'kitchen', 'faucet', 'attic'],
  },
  {
    job: 'Annual tune-up for the furnace and central air',
    state: 'CO',
    trade: 'hvac',
    mentions: ['furnace', 'filter'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'roof'],
  },
  {
    job: 'Replace the AC unit on the roof of our condo',
    state: 'FL',
    trade: 'hvac',
    mentions: ['AC unit', 'roof', 'association'],
    forbidden: [...RENTAL_WORDS, 'shingle', 'kitchen', 'faucet'],
  },
  // Roofing
  {
    job: 'Repair a roof leak around the chimney flashing',
    state: 'NY',
    trade: 'roofing',
    mentions: ['roof leak', 'flashing'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'bathroom', 'vanity', 'tear off the existing roofing'],
  },
  {
    job: 'Tear off and replace the asphalt shingle roof, about 24 squares',
    state: 'TX',
    trade: 'roofing',
    mentions: ['asphalt shingle roof', '24 squares', 'underlayment', 'windstorm'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'vanity', 'kitchen', 'carpet'],
  },
  {
    job: 'Replace the flat roof over the garage with TPO',
    state: 'FL',
    trade: 'roofing',
    mentions: ['flat roof', 'TPO', 'Florida Product Approval'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'vehicles'],
  },
  {
    job: 'Replace missing shingles after the storm',
    state: 'IL',
    trade: 'roofing',
    mentions: ['shingles', 'roof', 'Roofing Industry Licensing Act'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'tear off the existing roofing'],
  },
  // Solar
  {
    job: 'Install a 7 kW rooftop solar system with a battery',
    state: 'CA',
    trade: 'solar',
    mentions: ['solar', 'battery', 'permission to operate', 'C-46'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'bathroom', 'tear off'],
  },
  {
    job: 'Add solar panels to the garage roof',
    state: 'AZ',
    trade: 'solar',
    mentions: ['solar panels', 'garage roof', 'interconnection'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'tear off the existing roofing', 'vehicles'],
  },
  // Painting
  {
    job: 'Paint the living room and two bedrooms, walls and ceilings',
    state: 'OH',
    trade: 'painting',
    mentions: ['paint', 'living room', 'bedrooms', 'two coats'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'exterior', 'roof', 'faucet', 'bathroom'],
  },
  {
    job: 'Repaint the exterior of the house including trim and shutters',
    state: 'NC',
    trade: 'painting',
    mentions: ['exterior', 'trim', 'shutters'],
    forbidden: [...RENTAL_WORDS, 'bedroom', 'kitchen', 'move furniture', 'faucet'],
  },
  {
    job: 'Paint the kitchen cabinets white',
    state: 'CA',
    trade: 'painting',
    mentions: ['cabinets', 'kitchen', 'bonding primer', 'C-33'],
    forbidden: [...RENTAL_WORDS, 'template', 'bathroom', 'toilet', 'install the cabinets'],
  },
  {
    job: 'Paint the unit between tenants, two bedrooms and the living room',
    state: 'NJ',
    persona: 'property-manager',
    trade: 'painting',
    mentions: ['bedrooms', 'living room', 'tenants'],
    forbidden: ['kitchen', 'exterior', 'faucet'],
  },
  {
    job: 'Stain the back deck and the wood fence',
    state: 'OR',
    trade: 'painting',
    mentions: ['deck', 'fence', 'stain'],
    forbidden: [...RENTAL_WORDS, 'footings', 'joists on hangers', 'kitchen', 'furniture'],
  },
  // Flooring
  {
    job: 'Install 600 sq ft of luxury vinyl plank in the basement',
    state: 'MI',
    trade: 'flooring',
    mentions: ['vinyl plank', 'basement', '600 sq ft', 'expansion gaps'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'roof', 'faucet', 'carpet'],
  },
  {
    job: 'Refinish the oak hardwood floors in the dining room and hallway',
    state: 'MA',
    trade: 'flooring',
    mentions: ['hardwood floors', 'dining room', 'hallway', 'sand'],
    forbidden: [...RENTAL_WORDS, 'tile', 'carpet', 'kitchen', 'remove the existing flooring', 'acclimate'],
  },
  {
    job: 'Replace the carpet in three bedrooms',
    state: 'TX',
    trade: 'flooring',
    mentions: ['carpet', 'bedrooms', 'tack strip'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'tile', 'grout', 'faucet'],
  },
  {
    job: 'Tile the laundry room floor with porcelain tile',
    state: 'GA',
    trade: 'flooring',
    mentions: ['tile', 'laundry room', 'thinset'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'carpet', 'dishwasher'],
  },
  // Carpentry
  {
    job: 'Build custom built-in bookshelves in the home office',
    state: 'VA',
    trade: 'carpentry',
    mentions: ['built-in', 'office', 'shelves'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'faucet', 'roof'],
  },
  {
    job: 'Install crown molding in the dining room',
    state: 'PA',
    trade: 'carpentry',
    mentions: ['crown molding', 'dining room', 'coped'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'faucet', 'paint the trim'],
  },
  {
    job: 'Repair the squeaky stair treads on the basement stairs',
    state: 'MD',
    trade: 'carpentry',
    mentions: ['stair treads', 'basement stairs'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'deck', 'faucet'],
  },
  // Kitchen remodel
  {
    job: 'Remodel the kitchen with new shaker cabinets, quartz countertops and a tile backsplash',
    state: 'CA',
    trade: 'kitchen-remodel',
    mentions: ['kitchen', 'cabinets', 'countertops', 'backsplash', 'B (General Building)'],
    forbidden: [...RENTAL_WORDS, 'bathroom', 'vanity', 'toilet', 'shower', 'hallway'],
  },
  {
    job: 'Gut and renovate our galley kitchen and move the sink to a new island',
    state: 'IL',
    trade: 'kitchen-remodel',
    mentions: ['galley kitchen', 'sink', 'island'],
    forbidden: [...RENTAL_WORDS, 'bathroom', 'vanity', 'toilet', 'shower'],
  },
  // Bathroom remodel
  {
    job: 'Remodel the hall bathroom: new tub, tile surround and vanity',
    state: 'CA',
    trade: 'bathroom-remodel',
    mentions: ['hall bathroom', 'tub', 'tile', 'vanity'],
    forbidden: [...RENTAL_WORDS, 'cooktop', 'hallway', 'range hood', 'kitchen', 'dishwasher'],
  },
  {
    job: 'Convert the tub to a walk-in shower in the master bathroom',
    state: 'TX',
    trade: 'bathroom-remodel',
    mentions: ['walk-in shower', 'master bathroom', 'flood'],
    forbidden: [...RENTAL_WORDS, 'cooktop', 'kitchen', 'range', 'hallway'],
  },
  {
    job: 'Renovate the powder room with a new pedestal sink, toilet and lighting',
    state: 'NY',
    trade: 'bathroom-remodel',
    mentions: ['powder room', 'sink', 'toilet', 'light'],
    forbidden: [...RENTAL_WORDS, 'cooktop', 'kitchen', 'hallway', 'shower pan'],
  },
  {
    job: 'Replace the bathroom vanity with a double vanity and quartz top',
    state: 'WA',
    trade: 'bathroom-remodel',
    mentions: ['vanity', 'bathroom', 'quartz'],
    forbidden: [...RENTAL_WORDS, 'cooktop', 'kitchen', 'hallway', 'range'],
  },
  // Appliances
  {
    job: 'Install a new dishwasher in the kitchen',
    state: 'OH',
    trade: 'appliance',
    mentions: ['dishwasher', 'kitchen', 'air gap'],
    forbidden: [...RENTAL_WORDS, 'bathroom', 'vanity', 'toilet', 'roof', 'cabinets, countertops'],
  },
  {
    job: 'Hook up a new washer and dryer in the laundry room',
    state: 'NV',
    trade: 'appliance',
    mentions: ['washer', 'dryer', 'laundry room', 'vent'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'cooktop', 'dishwasher', 'bathroom'],
  },
  {
    job: 'Install a gas range and an over-the-range microwave',
    state: 'CO',
    trade: 'appliance',
    mentions: ['range', 'microwave', 'anti-tip'],
    forbidden: [...RENTAL_WORDS, 'bathroom', 'washer', 'vanity'],
  },
  // Landscaping
  {
    job: 'Lay new sod in the backyard and install a sprinkler system',
    state: 'TX',
    trade: 'landscaping',
    mentions: ['sod', 'backyard', 'irrigation', '811'],
    forbidden: [...RENTAL_WORDS, 'roof', 'faucet', 'kitchen', 'bathroom'],
  },
  {
    job: 'Remove two dead oak trees and grind the stumps in the front yard',
    state: 'GA',
    trade: 'landscaping',
    mentions: ['trees', 'stumps', 'front yard'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'roof', 'sod', 'water in all new plants'],
  },
  {
    job: 'Build a paver patio in the backyard, about 300 sq ft',
    state: 'NJ',
    trade: 'landscaping',
    mentions: ['paver', 'backyard', '300 sq ft', 'polymeric sand'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'roof'],
  },
  {
    job: 'Install a French drain along the side of the house where water pools',
    state: 'NC',
    trade: 'landscaping',
    mentions: ['drain', 'filter fabric'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'cable machine', 'sewer'],
  },
  // Fencing
  {
    job: 'Install 150 linear feet of 6 ft cedar privacy fence with two gates',
    state: 'TX',
    trade: 'fencing',
    mentions: ['fence', 'gates', 'cedar', '150 linear feet'],
    forbidden: [...RENTAL_WORDS, 'roof', 'faucet', 'kitchen', 'shingle'],
  },
  {
    job: 'Replace the chain-link fence around the backyard with vinyl',
    state: 'FL',
    trade: 'fencing',
    mentions: ['fence', 'backyard', 'vinyl'],
    forbidden: [...RENTAL_WORDS, 'roof', 'faucet', 'kitchen'],
  },
  // Concrete and masonry
  {
    job: 'Pour a new concrete driveway, 20 x 40 feet',
    state: 'AZ',
    trade: 'concrete',
    mentions: ['driveway', '20 x 40 feet', 'control joints'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'bathroom', 'roof'],
  },
  {
    job: 'Replace the cracked sidewalk in front of the house',
    state: 'IL',
    trade: 'concrete',
    mentions: ['sidewalk', 'compacted base'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'roof'],
  },
  {
    job: 'Pour a 12x12 concrete slab for a shed in the backyard',
    state: 'MO',
    trade: 'concrete',
    mentions: ['slab', '12x12', 'backyard'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'driveway'],
  },
  {
    job: 'Tuckpoint the brick chimney and replace the chimney cap',
    state: 'PA',
    trade: 'masonry',
    mentions: ['chimney', 'mortar', 'cap'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'carpet', 'shingles'],
  },
  {
    job: 'Rebuild the crumbling brick steps at the front porch',
    state: 'MA',
    trade: 'masonry',
    mentions: ['brick steps', 'porch', 'mortar'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'deck boards'],
  },
  // Drywall
  {
    job: 'Patch two holes in the hallway drywall and match the texture',
    state: 'CA',
    trade: 'drywall',
    mentions: ['holes', 'hallway', 'texture', 'C-9'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'faucet', 'roof'],
  },
  {
    job: 'Hang and finish drywall in the garage',
    state: 'WA',
    trade: 'drywall',
    mentions: ['drywall', 'garage', 'fire-rated'],
    forbidden: [...RENTAL_WORDS, 'unit', 'kitchen', 'faucet'],
  },
  {
    job: 'Remove the popcorn ceiling in the living room',
    state: 'AZ',
    trade: 'drywall',
    mentions: ['popcorn ceiling', 'living room', 'asbestos'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'roof'],
  },
  // Windows and doors
  {
    job: 'Replace 8 double-hung windows with Andersen vinyl windows',
    state: 'MN',
    trade: 'windows-doors',
    mentions: ['windows', 'Andersen', 'sill pan'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'shingle', 'kitchen', 'deadbolt'],
  },
  {
    job: 'Install a new fiberglass front entry door with a deadbolt',
    state: 'OH',
    trade: 'windows-doors',
    mentions: ['entry door', 'deadbolt', 'fiberglass'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'shingle', 'grid pattern'],
  },
  {
    job: 'Replace the garage door and opener',
    state: 'UT',
    trade: 'windows-doors',
    mentions: ['garage door', 'opener', 'auto-reverse'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'grid pattern'],
  },
  {
    job: 'Replace the sliding patio door off the kitchen',
    state: 'CA',
    trade: 'windows-doors',
    mentions: ['patio door', 'kitchen', 'Title 24'],
    forbidden: [...RENTAL_WORDS, 'pavers', 'polymeric', 'faucet', 'backsplash'],
  },
  // Gutters, siding, insulation
  {
    job: 'Replace the gutters and downspouts with 6-inch seamless aluminum',
    state: 'OH',
    trade: 'gutters',
    mentions: ['gutters', 'downspouts', 'seamless', 'aluminum'],
    forbidden: [...RENTAL_WORDS, 'faucet', 'kitchen', 'shingle'],
  },
  {
    job: 'Clean out the gutters and install gutter guards',
    state: 'NC',
    trade: 'gutters',
    mentions: ['gutter guards', 'clean'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'disinfect', 'vacuum'],
  },
  {
    job: 'Replace the vinyl siding on the north side of the house',
    state: 'MI',
    trade: 'siding',
    mentions: ['vinyl siding', 'north side of the house', 'weather-resistive barrier'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'carpet'],
  },
  {
    job: 'Blow in R-49 insulation in the attic',
    state: 'WI',
    trade: 'insulation',
    mentions: ['insulation', 'attic', 'R-49', 'baffles'],
    forbidden: [...RENTAL_WORDS, 'basement', 'kitchen', 'faucet', 'spray foam'],
  },
  {
    job: 'Spray foam the crawl space walls',
    state: 'TN',
    trade: 'insulation',
    mentions: ['spray foam', 'crawl space'],
    forbidden: [...RENTAL_WORDS, 'attic', 'kitchen', 'faucet', 'baffles'],
  },
  // Pool
  {
    job: 'Replace the pool pump and filter',
    state: 'FL',
    trade: 'pool',
    mentions: ['pool pump', 'filter'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'roof', 'furnace'],
  },
  {
    job: 'Resurface the pool with new plaster and replace the waterline tile',
    state: 'AZ',
    trade: 'pool',
    mentions: ['pool', 'plaster', 'waterline tile'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'drywall', 'thinset over a suitable backer'],
  },
  // Decks
  {
    job: 'Build a 12 x 16 ft composite deck off the back door',
    state: 'CO',
    trade: 'decking',
    mentions: ['deck', 'composite', '12 x 16 ft', 'footings'],
    forbidden: [...RENTAL_WORDS, 'roof', 'faucet', 'kitchen', 'deadbolt', 'weatherstripping'],
  },
  {
    job: 'Replace rotted deck boards and the railing on the back deck',
    state: 'OR',
    trade: 'decking',
    mentions: ['deck boards', 'railing', 'back deck'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'footings below the frost line'],
  },
  // Demolition
  {
    job: 'Demolish the old detached garage and haul away the debris',
    state: 'MI',
    trade: 'demolition',
    mentions: ['demolish', 'garage', 'utilities'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'vehicles'],
  },
  {
    job: 'Remove the old hot tub from the backyard',
    state: 'CA',
    trade: 'demolition',
    mentions: ['hot tub', 'backyard'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'faucet'],
  },
  // Pest control
  {
    job: 'Termite treatment for the house, we found swarmers in the garage',
    state: 'FL',
    trade: 'pest-control',
    mentions: ['termite', 'garage', 'FDACS'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'roof'],
  },
  {
    job: 'Get rid of mice in the attic and seal the entry points',
    state: 'NY',
    trade: 'pest-control',
    mentions: ['mice', 'attic', 'entry points'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'insulation to the R-value'],
  },
  {
    job: 'Treat the apartment for bed bugs before the new tenant moves in',
    state: 'IL',
    persona: 'property-manager',
    trade: 'pest-control',
    mentions: ['bed bugs', 'apartment', 'tenant'],
    forbidden: ['kitchen', 'faucet', 'roof'],
  },
  // Cleaning
  {
    job: 'Move-out cleaning of a 2 bedroom apartment',
    state: 'NY',
    persona: 'property-manager',
    trade: 'cleaning',
    mentions: ['move-out', '2 bedroom apartment'],
    forbidden: ['roof', 'faucet replacement', 'permit is closed'],
  },
  {
    job: 'Deep clean the kitchen and two bathrooms',
    state: 'CA',
    trade: 'cleaning',
    mentions: ['deep clean', 'kitchen', 'bathrooms'],
    forbidden: [...RENTAL_WORDS, 'roof', 'driveway', 'permit is closed', 'C-'],
  },
  {
    job: 'Pressure wash the driveway and back patio',
    state: 'TX',
    trade: 'cleaning',
    mentions: ['pressure-wash', 'driveway', 'back patio'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'bathroom', 'disinfect', 'pavers', 'vacuum'],
  },
  // Handyman
  {
    job: 'Mount a 65-inch TV on the living room wall and hang three floating shelves',
    state: 'OH',
    trade: 'handyman',
    mentions: ['TV', 'living room', 'shelves', 'studs'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'two coats', 'roof'],
  },
  {
    job: 'Replace the weatherstripping on the front door and re-caulk the bathtub',
    state: 'MA',
    trade: 'handyman',
    mentions: ['weatherstripping', 'front door', 'caulk'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'cooktop', 'vanity', 'waterproofing system'],
  },
  {
    job: 'Assemble an IKEA wardrobe and hang blinds in the bedroom',
    state: 'WA',
    trade: 'handyman',
    mentions: ['wardrobe', 'blinds', 'bedroom', 'anti-tip'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'faucet', 'roof'],
  },
  // Several jobs, faults instead of verbs, replacements, places by preposition
  {
    job: 'Our upstairs toilet keeps running and the shower head drips. Also the kitchen sink drains slowly.',
    state: 'GA',
    trade: 'plumbing',
    mentions: ['upstairs toilet', 'shower head', 'kitchen sink', 'fill valve'],
    forbidden: [...RENTAL_WORDS, 'remove the old toilet', 'water heater', 'roof', 'install the new sink'],
  },
  {
    job: 'The AC is not cooling, please diagnose and fix',
    state: 'TX',
    trade: 'hvac',
    mentions: ['air conditioner', 'capacitor'],
    forbidden: [...RENTAL_WORDS, 'recover the refrigerant from the old', 'furnace', 'kitchen'],
  },
  {
    job: 'Tenant reports water stains on the ceiling under the upstairs bathroom',
    state: 'CA',
    persona: 'property-manager',
    trade: 'plumbing',
    mentions: ['water stains', 'under the upstairs bathroom', 'moisture meter', 'notice of entry'],
    forbidden: ['kitchen', 'roof', 'cooktop', 'water heater'],
  },
  {
    job: 'Replace all carpet on the second floor with hardwood, about 900 sq ft',
    state: 'NC',
    trade: 'flooring',
    mentions: ['remove the existing carpet', 'hardwood', '900 sq ft'],
    forbidden: [...RENTAL_WORDS, 'tile', 'kitchen', 'tack strip'],
  },
  {
    job: 'Seal the asphalt driveway and fill the cracks',
    state: 'AZ',
    trade: 'concrete',
    mentions: ['seal the driveway', 'cracks', 'sealer'],
    forbidden: [...RENTAL_WORDS, 'pour the driveway', 'kitchen', 'break out'],
  },
  {
    job: 'Install landscape lighting along the front walkway and around the patio',
    state: 'FL',
    trade: 'electrical',
    mentions: ['landscape lighting', 'walkway and patio', 'GFCI'],
    forbidden: [...RENTAL_WORDS, 'pavers', 'kitchen', 'roof'],
  },
  {
    job: 'Build a 6 ft cedar fence and a 12x20 paver patio in the backyard',
    state: 'CO',
    trade: 'landscaping',
    mentions: ['cedar fence', 'paver patio', 'backyard', 'posts in concrete'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'roof', 'faucet'],
  },
  {
    job: 'Install a new 200 amp panel and a 50 amp circuit for a hot tub on the back patio',
    state: 'NV',
    trade: 'electrical',
    mentions: ['200 amp panel', '50 amp circuit', 'Nevada State Contractors Board'],
    forbidden: [...RENTAL_WORDS, 'kitchen', 'haul away the hot tub', 'demolish'],
  },
];

/**
 * Jobs as people describe them, often with several actions (take out the old,
 * put in the new, add a part), and what their scope must make of them:
 * - `headline`: the "Scope of Work:" line names the principal job, the main
 *   object of the main verb, matched from its start ("Deck replacement"); a
 *   second job of its own ("... and replace the baseboards") may follow it;
 * - `notInHeadline`: a secondary item or the thing being removed, which must not
 *   be what the headline names;
 * - `installs`: the person's own words for each thing installed, replaced or
 *   built; each is in an installation line under Work included (naming it, or
 *   installing it by name);
 * - `removes`: the person's words for each old thing taken out; each names a
 *   removal line, kept beside the installation of the new one.
 */
export interface PrincipalJobCase {
  job: string;
  state: string;
  trade: TradeId;
  headline: RegExp;
  notInHeadline: string[];
  installs: string[];
  removes: string[];
}

export const PRINCIPAL_JOBS: PrincipalJobCase[] = [
  {
    job: 'Replace our old wooden deck with a new composite deck and railing',
    state: 'CO',
    trade: 'decking',
    headline: /^Deck replacement\b/,
    notInHeadline: ['railing', 'composite'],
    installs: ['composite deck', 'railing'],
    removes: ['wooden deck'],
  },
  {
    job: 'Build a 12 x 16 ft composite deck off the back door with stairs to the yard',
    state: 'OR',
    trade: 'decking',
    headline: /^Deck construction\b/,
    notInHeadline: ['stairs'],
    installs: ['composite deck'],
    removes: [],
  },
  {
    job: 'Remodel the kitchen: tear out the old cabinets and laminate counters, install new shaker cabinets and quartz countertops',
    state: 'CA',
    trade: 'kitchen-remodel',
    headline: /^Kitchen remodel\b/,
    notInHeadline: ['laminate', 'counters and'],
    installs: ['shaker cabinets', 'quartz countertops'],
    removes: ['cabinets', 'laminate counters'],
  },
  {
    job: 'Remodel the hall bathroom: tear out the old tub and install a walk-in shower, a double vanity and a new toilet',
    state: 'NY',
    trade: 'bathroom-remodel',
    headline: /^Hall bathroom remodel\b/,
    notInHeadline: ['tub'],
    installs: ['walk-in shower', 'double vanity', 'toilet'],
    removes: ['tub'],
  },
  {
    job: 'Replace the asphalt shingle roof with a standing seam metal roof',
    state: 'TX',
    trade: 'roofing',
    headline: /^Roof replacement\b/,
    notInHeadline: ['metal'],
    installs: ['metal roof'],
    removes: ['asphalt shingle roof'],
  },
  {
    job: 'Remove the old gas furnace and install a new 96% efficiency gas furnace with a new thermostat',
    state: 'IL',
    trade: 'hvac',
    headline: /^Furnace replacement\b/,
    notInHeadline: ['thermostat', 'removal'],
    installs: ['96% efficiency gas furnace', 'thermostat'],
    removes: ['gas furnace'],
  },
  {
    job: 'Replace the leaking 40-gallon water heater in the garage with a 50-gallon gas water heater',
    state: 'CA',
    trade: 'plumbing',
    headline: /^Water heater replacement\b/,
    notInHeadline: ['repair'],
    installs: ['50-gallon gas water heater'],
    removes: ['40-gallon water heater'],
  },
  {
    job: 'Tear out the old chain-link fence and build a 6 ft cedar privacy fence with a double gate along the back of the yard',
    state: 'GA',
    trade: 'fencing',
    headline: /^Fence replacement\b/,
    notInHeadline: ['gate', 'removal'],
    installs: ['cedar privacy fence', 'double gate'],
    removes: ['chain-link fence'],
  },
  {
    job: 'Replace 8 double-hung windows with Andersen vinyl windows',
    state: 'MN',
    trade: 'windows-doors',
    headline: /^Window replacement\b/,
    notInHeadline: ['Andersen'],
    installs: ['Andersen vinyl windows'],
    removes: ['double-hung windows'],
  },
  {
    job: 'Install a new fiberglass front entry door with a deadbolt',
    state: 'OH',
    trade: 'windows-doors',
    headline: /^Entry door installation\b/,
    notInHeadline: ['deadbolt'],
    installs: ['fiberglass front entry door', 'deadbolt'],
    removes: [],
  },
  {
    job: 'Paint the living room, dining room and hallway, walls and ceilings, and replace the baseboards in the hallway',
    state: 'NC',
    trade: 'painting',
    headline: /^Interior painting\b/,
    notInHeadline: [],
    installs: ['baseboards'],
    removes: [],
  },
  {
    job: 'Replace the old 100 amp fuse box with a new 200 amp panel and add a whole-house surge protector',
    state: 'TX',
    trade: 'electrical',
    headline: /^(?:Panel upgrade|Panel replacement|Electrical panel replacement)\b/,
    notInHeadline: ['fuse box'],
    installs: ['200 amp panel', 'surge protector'],
    removes: ['fuse box'],
  },
  {
    job: 'Rip out the carpet in the living room and install 500 sq ft of white oak hardwood flooring',
    state: 'MA',
    trade: 'flooring',
    headline: /^Hardwood flooring installation\b/,
    notInHeadline: ['carpet'],
    installs: ['white oak hardwood flooring'],
    removes: ['carpet'],
  },
  {
    job: 'Replace the carpet in three bedrooms with luxury vinyl plank',
    state: 'FL',
    trade: 'flooring',
    headline: /^Carpet replacement\b/,
    notInHeadline: ['installation'],
    installs: ['luxury vinyl plank'],
    removes: ['carpet'],
  },
  {
    job: 'Remove the old aluminum siding and install new James Hardie fiber cement siding on the whole house',
    state: 'MI',
    trade: 'siding',
    headline: /^Siding replacement\b/,
    notInHeadline: ['removal'],
    installs: ['James Hardie fiber cement siding'],
    removes: ['aluminum siding'],
  },
];
