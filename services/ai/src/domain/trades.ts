/**
 * The built-in scope writer's knowledge: what each home-service trade does,
 * which words in a job description point to it, and the specific jobs
 * ("items") inside it. Pure data; `write-scope.ts` turns it into text.
 *
 * Keyword lists are regular-expression fragments matched on word boundaries,
 * case-insensitively; each hit scores one point for its trade.
 */
export type TradeId =
  | 'plumbing'
  | 'electrical'
  | 'roofing'
  | 'painting'
  | 'hvac'
  | 'flooring'
  | 'kitchen-remodel'
  | 'bathroom-remodel'
  | 'landscaping'
  | 'fencing'
  | 'decking'
  | 'drywall'
  | 'windows-doors'
  | 'concrete-masonry'
  | 'gutters'
  | 'siding'
  | 'insulation'
  | 'cleaning'
  | 'pest-control'
  | 'appliance'
  | 'handyman';

export interface Trade {
  id: TradeId;
  /** "plumbing work": used in sentences. */
  noun: string;
  /** "Plumbing": used in titles. */
  title: string;
  keywords: string[];
  /** First steps, before the item-specific ones. */
  prep: string[];
  /** Used when no specific item was recognised in the description. */
  core: string[];
  /** The core steps are always part of the job; items only add to them (a deep clean is still a clean). */
  coreAlways?: true;
  /** Last steps, after the item-specific ones. */
  finish: string[];
  materials: string[];
  exclusions: string[];
  /** How permits usually apply to this trade (without the state name). */
  permit: string;
  /** Whether building permits and inspections usually apply at all. */
  permitsUsual: boolean;
  siteProtection: string[];
  completion: string[];
  suggestions: string[];
}

export interface Item {
  id: string;
  trades: TradeId[];
  pattern: string;
  /** "water heater replacement": used in the title and overview. */
  label: string;
  steps: string[];
  suggestion?: string;
  /**
   * Its words are common outside the trade ("walls", "tub", "range"): it adds
   * its steps only when one of its trades is the job's main trade, and it
   * never decides the trade.
   */
  weak?: true;
}

export const TRADES: Trade[] = [
  {
    id: 'plumbing',
    noun: 'plumbing work',
    title: 'Plumbing',
    keywords: [
      'plumb(?:er|ing)?',
      'pipes?',
      'leak(?:s|ing|y)?',
      'drains?',
      'clog(?:ged)?',
      'water line',
      'supply lines?',
      'sewer',
      'shut-?off valves?',
      'p-?trap',
      'repipe',
      'pex',
      'copper pipes?',
    ],
    prep: [
      'Shut off the water (and gas, where a gas appliance is involved) to the fixtures being worked on and drain the affected lines.',
      'Locate the existing supply, drain and vent lines serving the work area and protect the surrounding finishes.',
    ],
    core: [
      'Diagnose the plumbing problem described above and show the homeowner the cause before repairs begin.',
      'Repair or replace the damaged pipe, fittings and valves with parts that match the existing system and meet the plumbing code.',
    ],
    finish: [
      'Restore water, bleed air from the lines and test every new joint for leaks under full pressure.',
      'Run each fixture worked on to confirm flow, drainage and correct hot and cold connections.',
    ],
    materials: [
      'Pipe and fittings matched to the existing system (copper, PEX or CPVC supply; PVC or ABS drain), as the plumbing code allows',
      'Shut-off valves, supply connectors, traps, hangers, sealants and thread tape as needed',
    ],
    exclusions: [
      'Opening walls, ceilings, floors or tile beyond a small access opening, and finish repairs (drywall, paint, tile) after access openings',
      'Replacing corroded or undersized pipe found beyond the fixtures named above',
      'Sewer lateral, septic system and municipal water main work',
    ],
    permit:
      'Local plumbing codes usually require a permit to replace a water heater or to add, move or replace supply, drain, vent or gas lines; like-for-like fixture swaps and small repairs usually need none',
    permitsUsual: true,
    siteProtection: ['Lay drop cloths and towels under every fixture worked on and keep a wet vacuum on hand for residual water.'],
    completion: [
      'No visible leaks at any new or disturbed joint after a full-pressure test and after the fixtures have been run.',
      'Every fixture worked on drains freely and delivers hot water on the left and cold on the right.',
    ],
    suggestions: [
      'Add the exact fixture model numbers and finishes (brand, model, colour) so the right parts are ordered and priced.',
      'Say who supplies the fixtures and whether the contractor hauls away the old ones.',
    ],
  },
  {
    id: 'electrical',
    noun: 'electrical work',
    title: 'Electrical',
    keywords: ['electric(?:al|ian)?', 'wir(?:e|es|ing)', 'rewir(?:e|ing)', 'circuits?', 'breakers?', 'volts?', 'voltage', '240v', '120v'],
    prep: [
      'Turn off and lock out the circuits being worked on at the panel and verify with a tester that they are de-energised.',
      'Check the existing panel capacity and the circuits serving the work area before adding any load.',
    ],
    core: [
      'Trace and repair the electrical problem described above, replacing damaged wiring, devices and connections.',
      'Install new wiring in the gauge and type the electrical code requires for the circuit, with connections made inside approved boxes.',
    ],
    finish: [
      'Label every new or changed circuit in the panel directory.',
      'Restore power and test every device installed for correct polarity, grounding and, where required, GFCI and AFCI protection.',
    ],
    materials: [
      'Copper building wire or cable sized to each circuit, boxes, connectors, cover plates and fasteners',
      'Breakers matched to the panel manufacturer and listed for it',
    ],
    exclusions: [
      'Utility service changes and any fees charged by the power company',
      'Correcting existing wiring outside the work area that does not meet current code, unless listed above',
      'Patching and painting walls and ceilings after fishing new wiring, unless listed above',
    ],
    permit:
      'Local electrical codes usually require a permit for new circuits, panel or service work, EV chargers and rewiring; replacing a device like-for-like usually needs none',
    permitsUsual: true,
    siteProtection: ['Cover floors and furniture under any ceiling work and vacuum drywall dust from fishing wire daily.'],
    completion: [
      'Every device installed works, and tests show correct polarity, grounding and GFCI/AFCI protection where the code requires it.',
      'The panel directory names every new or changed circuit.',
    ],
    suggestions: [
      'List each outlet, switch and fixture by room and the fixture models, so the count in the price can be checked.',
      'Ask that the electrician be licensed in the state and that the permit be pulled in the electrician’s name.',
    ],
  },
  {
    id: 'roofing',
    noun: 'roofing work',
    title: 'Roofing',
    keywords: [
      'roof(?:s|ing|er)?',
      'shingles?',
      're-?roof',
      'flashing',
      'underlayment',
      'ridge vents?',
      'soffits?',
      'fascia',
      'skylights?',
    ],
    prep: [
      'Inspect the roof deck, flashing and ventilation, and photograph existing damage before work starts.',
      'Set up fall protection, ladders and a dumpster or trailer placed where it will not damage the driveway or lawn.',
    ],
    core: [
      'Repair the roof area described above, replacing damaged shingles or panels, underlayment and flashing to match the existing roof.',
      'Seal all penetrations (vents, pipes, chimney) in the repaired area.',
    ],
    finish: [
      'Inspect all flashing and penetrations after installation and seal any gap.',
      'Sweep the lawn, driveway and beds with a magnetic nail sweeper.',
    ],
    materials: [
      'Roofing material as named above or matched to the existing roof, installed to the manufacturer’s instructions so its warranty applies',
      'Synthetic underlayment, ice and water shield at eaves and valleys where the code requires it, drip edge, flashing, vents and fasteners',
    ],
    exclusions: [
      'Replacing rotted roof decking beyond the sheets listed above (priced per sheet as a change order)',
      'Gutters, siding and interior ceiling repairs, unless listed above',
      'Structural repairs to rafters or trusses',
    ],
    permit: 'A re-roof or any replacement of decking usually needs a building permit; small repairs usually do not',
    permitsUsual: true,
    siteProtection: [
      'Cover landscaping, windows, air-conditioning units and outdoor furniture below the work with tarps.',
      'Remove debris from the roof daily; no loose material is left on the roof overnight.',
    ],
    completion: [
      'The roof sheds water with no leaks at the repaired or replaced area after the first rain.',
      'Flashing at walls, chimneys and penetrations is sealed, and no nails or debris are left on the property.',
    ],
    suggestions: [
      'Name the shingle or panel brand, product line and colour, and the manufacturer warranty that will be registered.',
      'State the price per sheet for replacing rotted decking, so a hidden-damage change order has a known price.',
    ],
  },
  {
    id: 'painting',
    noun: 'painting work',
    title: 'Painting',
    keywords: [
      'paint(?:s|ing|er|ed)?',
      'repaint',
      'primer',
      'prime',
      'stain(?:ing)?',
      'coats?',
      'wallpaper',
      'sheen',
      'eggshell',
      'satin',
      'semi-gloss',
    ],
    prep: [
      'Move furniture to the centre of each room and cover it, and mask floors, fixtures and hardware.',
      'Wash surfaces as needed, scrape loose paint, fill holes and cracks, caulk gaps in trim and sand patches smooth.',
      'Spot-prime patched and bare areas, and prime fully where the colour change or surface needs it.',
    ],
    core: [
      'Apply two finish coats to the surfaces described above, in the colours and sheens the customer selects in writing before work starts.',
    ],
    finish: [
      'Remove masking, re-install switch plates and hardware, and return furniture to place.',
      'Touch up any marks found at the final walk-through.',
    ],
    materials: [
      'Professional-grade paint and primer suited to each surface (low-VOC latex indoors unless stated otherwise)',
      'Caulk, patching compound, tape, drop cloths and sundries',
    ],
    exclusions: [
      'Drywall or plaster repairs beyond minor patching of nail holes and hairline cracks',
      'Lead-paint testing and abatement; in a home built before 1978, work that disturbs paint follows the EPA lead-safe rules',
      'Surfaces not listed above (for example closets, ceilings or trim, if not named)',
    ],
    permit: 'Painting does not normally need a building permit',
    permitsUsual: false,
    siteProtection: ['Keep rooms ventilated while coatings dry, and keep paint, solvents and rags out of the reach of children and pets.'],
    completion: [
      'Uniform colour and sheen with no holidays (missed spots), runs, drips or visible roller marks when seen from normal viewing distance in daylight.',
      'Clean, straight lines where colours meet and no paint on floors, glass, fixtures or hardware.',
    ],
    suggestions: [
      'Write down the paint brand, product line, colour names or codes and sheen for each surface.',
      'If the home was built before 1978, require an EPA Lead-Safe certified firm for any work that disturbs paint (40 CFR Part 745) and add its certification number.',
    ],
  },
  {
    id: 'hvac',
    noun: 'heating and air-conditioning work',
    title: 'HVAC',
    keywords: [
      'hvac',
      'heating',
      'cooling',
      'air condition(?:er|ing)?',
      'a/?c',
      'furnace',
      'heat pumps?',
      'ducts?',
      'ductwork',
      'thermostats?',
      'mini-?splits?',
      'condensers?',
      'air handlers?',
      'refrigerant',
      'seer2?',
    ],
    prep: [
      'Inspect the existing equipment, ductwork, electrical supply, condensate drainage and venting before work starts.',
      'Confirm equipment size from a load calculation (Manual J or equivalent) rather than the size of the old unit.',
    ],
    core: [
      'Diagnose the heating or cooling problem described above and repair or replace the failed components.',
      'Check refrigerant charge, airflow and electrical connections on the system worked on.',
    ],
    finish: [
      'Start up and commission the system: verify refrigerant charge, static pressure, temperature split and safety controls to the manufacturer’s specifications.',
      'Show the customer how to operate the thermostat and change the filter, and hand over the manuals and warranty registration.',
    ],
    materials: [
      'Equipment of the brand, model, capacity and efficiency rating named above or agreed in writing before ordering',
      'Line sets, pads, disconnects, condensate lines, duct fittings, mastic, filters and refrigerant as required',
    ],
    exclusions: [
      'Electrical panel upgrades and new circuits beyond connecting to an existing suitable circuit',
      'Duct replacement, asbestos removal from old ducts or equipment, and structural changes, unless listed above',
      'Patching drywall or finishes after duct or line-set work, unless listed above',
    ],
    permit:
      'Replacing or adding heating or cooling equipment usually needs a mechanical permit, and refrigerant must be handled by an EPA Section 608 certified technician',
    permitsUsual: true,
    siteProtection: [
      'Protect floors along the path to the equipment and keep the home heated or cooled by temporary means if the system is down overnight in extreme weather.',
    ],
    completion: [
      'The system heats and cools to the thermostat setting, with measured temperature split and refrigerant charge within the manufacturer’s range.',
      'Start-up readings are written on the invoice and the equipment warranty is registered in the owner’s name.',
    ],
    suggestions: [
      'Add the equipment brand, model numbers, tonnage or BTU capacity and SEER2/HSPF2 or AFUE rating.',
      'Ask for the load calculation and the start-up readings in writing, and who registers the manufacturer warranty.',
    ],
  },
  {
    id: 'flooring',
    noun: 'flooring work',
    title: 'Flooring',
    keywords: [
      'floor(?:s|ing)?',
      'hardwood',
      'laminate',
      'vinyl plank',
      'lvp',
      'lvt',
      'carpet(?:ing)?',
      'subfloor',
      'baseboards?',
      'underlayment',
      'refinish(?:ing)?',
    ],
    prep: [
      'Remove furniture (or agree in writing who moves it), remove existing flooring and baseboard or shoe moulding in the work area.',
      'Check the subfloor for flatness, moisture and loose spots; fasten, level or patch it to the flooring manufacturer’s tolerance.',
      'Acclimate the new flooring in the home as the manufacturer requires before installation.',
    ],
    core: [
      'Install the new flooring described above to the manufacturer’s instructions, with expansion gaps, transitions at doorways and matching thresholds.',
    ],
    finish: [
      'Re-install or replace baseboard and shoe moulding, and undercut or trim doors that no longer swing freely.',
      'Vacuum and clean the new floor and leave the manufacturer’s care instructions.',
    ],
    materials: [
      'Flooring of the product, colour and grade named above, with a waste allowance of about 10% (15% for patterns and diagonal layouts)',
      'Underlayment or moisture barrier, adhesives, transitions, thresholds and fasteners',
    ],
    exclusions: [
      'Moving heavy items such as pianos, safes, aquariums and appliances with water lines, unless listed above',
      'Subfloor replacement beyond minor levelling and re-fastening, priced as a change order if needed',
      'Asbestos testing or removal of old resilient flooring or mastic',
    ],
    permit: 'Flooring replacement does not normally need a building permit unless subfloor or structure is replaced',
    permitsUsual: false,
    siteProtection: [
      'Hang plastic dust barriers at doorways to rooms not being worked on and protect the finished floor from later trades.',
    ],
    completion: [
      'The floor is flat and firm with no gaps, lippage, squeaks or loose boards beyond the manufacturer’s tolerance.',
      'Transitions and baseboards are installed and every door swings freely.',
    ],
    suggestions: [
      'Add the flooring product name, colour, thickness or wear layer and the square footage, including the waste allowance.',
      'State who moves the furniture and appliances, and the price per square foot for any subfloor repair found after the old floor is removed.',
    ],
  },
  {
    id: 'kitchen-remodel',
    noun: 'kitchen remodelling work',
    title: 'Kitchen remodel',
    keywords: [
      'kitchen remodel',
      'kitchen renovation',
      'remodel(?:ing)? (?:the |our |my )?kitchen',
      'renovat(?:e|ing) (?:the |our |my )?kitchen',
      'new kitchen',
    ],
    prep: [
      'Protect the rest of the home and set up a temporary kitchen area if agreed.',
      'Disconnect and cap plumbing, gas and electrical to the kitchen, then demolish and remove the cabinets, counters and finishes being replaced.',
      'Inspect the opened walls and floor and report any hidden damage before continuing.',
    ],
    core: [
      'Install the new cabinets, countertops, backsplash, sink, faucet and appliances in the layout agreed in writing.',
      'Make plumbing, electrical and ventilation connections to code, including GFCI-protected countertop receptacles.',
    ],
    finish: [
      'Install trim, hardware, fillers and toe kicks; adjust every door and drawer.',
      'Caulk and seal wet areas and test every appliance, fixture and circuit.',
    ],
    materials: [
      'Cabinets, countertops, backsplash, fixtures and appliances as selected in writing (brand, model, colour)',
      'Rough plumbing and electrical materials, drywall, trim, fasteners and finishes',
    ],
    exclusions: [
      'Moving walls, windows or gas lines, or structural changes, unless listed above',
      'Appliances and fixtures the owner supplies (the contractor installs them but does not warrant them)',
      'Asbestos or lead abatement and repair of hidden damage, which are priced as change orders',
    ],
    permit:
      'A kitchen remodel that changes plumbing, electrical, gas or ventilation needs building, plumbing and electrical permits with rough-in and final inspections',
    permitsUsual: true,
    siteProtection: [
      'Seal the kitchen off with plastic dust barriers and zip doors, and run an air scrubber during demolition and sanding.',
      'Protect floors from the entry to the kitchen with hardboard or floor protection film.',
    ],
    completion: [
      'All cabinets, doors and drawers are level, aligned and operate smoothly; counters are level with tight, sealed seams.',
      'Every appliance, fixture and circuit works, final inspections are passed, and the punch list is complete.',
    ],
    suggestions: [
      'Attach the kitchen layout drawing and a selection sheet (cabinet line and finish, countertop material and edge, sink, faucet, backsplash, appliances).',
      'Add allowances for items not yet chosen (for example a countertop allowance per square foot) so upgrades are priced as changes.',
    ],
  },
  {
    id: 'bathroom-remodel',
    noun: 'bathroom remodelling work',
    title: 'Bathroom remodel',
    keywords: [
      'bath(?:room)? remodel',
      'bath(?:room)? renovation',
      'remodel(?:ing)? (?:the |our |my |a )?(?:master |guest |hall )?bath(?:room)?',
      'renovat(?:e|ing) (?:the |our |my )?(?:master |guest |hall )?bath(?:room)?',
      'new bathroom',
      'tub-to-shower',
      'walk-in shower',
    ],
    prep: [
      'Shut off and cap water to the bathroom and protect the path through the home.',
      'Demolish and remove the fixtures and finishes being replaced and inspect the subfloor, framing and wall cavities for water damage.',
    ],
    core: [
      'Install a waterproofing system behind and under all tile in wet areas, flood-tested before tile is set.',
      'Set the new fixtures, vanity, tile, accessories and lighting in the layout agreed in writing.',
    ],
    finish: [
      'Grout, seal and caulk all tile and wet-area joints.',
      'Install accessories (mirror, towel bars, paper holder) and test every fixture, drain and the exhaust fan.',
    ],
    materials: [
      'Tile, vanity, fixtures and accessories as selected in writing (brand, model, colour)',
      'Cement board or foam board, a waterproofing membrane, mortar, grout, sealant and rough plumbing and electrical materials',
    ],
    exclusions: [
      'Moving the toilet, tub or shower drain locations, unless listed above',
      'Repair of rotted subfloor or framing found during demolition, priced as a change order',
      'Fixtures and materials the owner supplies, which the contractor installs but does not warrant',
    ],
    permit: 'A bathroom remodel that changes plumbing, electrical or ventilation needs permits with rough-in and final inspections',
    permitsUsual: true,
    siteProtection: ['Seal the bathroom door with a plastic dust barrier and protect floors along the path with floor protection film.'],
    completion: [
      'The shower pan or waterproofing passes a flood test before tile and shows no leaks after finishing.',
      'Fixtures work and drain freely, the exhaust fan vents outdoors, tile is even with consistent grout lines, and final inspections are passed.',
    ],
    suggestions: [
      'Attach a selection sheet: tile (size, product, layout pattern), vanity, toilet, shower valve and trim, glass, lighting and accessories.',
      'Name the waterproofing system (for example a sheet membrane or liquid-applied product) and require a flood test before tile is set.',
    ],
  },
  {
    id: 'landscaping',
    noun: 'landscaping work',
    title: 'Landscaping',
    keywords: [
      'landscap(?:e|ing|er)',
      'lawn',
      'yard',
      'garden(?:ing)?',
      'sod',
      'mulch',
      'shrubs?',
      'trees?',
      'plants?',
      'planting',
      'sprinklers?',
      'irrigation',
      'pavers?',
      'hardscape',
      'retaining wall',
      'grading',
      'french drain',
    ],
    prep: [
      'Call 811 to have underground utilities marked at least three business days before any digging.',
      'Walk the property with the customer and mark plant locations, beds and areas to be kept.',
    ],
    core: [
      'Carry out the landscaping described above: clear the work areas, prepare and amend the soil, and install the plants and materials listed.',
      'Grade the work areas so water drains away from the house foundation.',
    ],
    finish: [
      'Water in all new plants and sod, and leave written watering and care instructions.',
      'Rake, blow and clean hard surfaces and haul away green waste.',
    ],
    materials: [
      'Plants, sod, seed, mulch, soil amendments and hardscape materials of the species, sizes and quantities named above',
      'Edging, landscape fabric where appropriate, and irrigation parts as required',
    ],
    exclusions: [
      'Damage to unmarked private underground lines (sprinkler lines, private electric or gas), which the customer should point out in advance',
      'Plant loss caused by lack of watering after completion, pests, or extreme weather',
      'Tree work near power lines, which only the utility or its line-clearance contractor may do',
    ],
    permit:
      'Most planting needs no permit, but retaining walls over about 4 feet, tree removal in some cities and new irrigation backflow devices can need permits',
    permitsUsual: false,
    siteProtection: ['Protect lawns along the access path with plywood or mats when running equipment or wheelbarrows.'],
    completion: [
      'All plants are installed at the right depth and spacing, healthy and watered; sod seams are tight and rolled.',
      'Water drains away from the house, and hard surfaces are clean.',
    ],
    suggestions: [
      'List each plant by species, container size and quantity, and the square footage of sod or mulch.',
      'Add a plant warranty (for example replacement of plants that die within 90 days when watered as instructed).',
    ],
  },
  {
    id: 'fencing',
    noun: 'fence work',
    title: 'Fencing',
    keywords: ['fenc(?:e|es|ing)', 'gates?', 'fence posts?', 'pickets?', 'chain-?link'],
    prep: [
      'Confirm the property line (from a survey or the owner’s pins) and call 811 to mark underground utilities before digging.',
      'Remove and haul away the existing fence sections being replaced.',
    ],
    core: [
      'Set posts in concrete at no more than 8 feet on centre, below the local frost line, and install rails and pickets or panels along the agreed line.',
      'Hang gates with heavy-duty hinges and latches so they swing and latch freely.',
    ],
    finish: ['Check the fence for plumb, line and consistent height, and clean up spoil from post holes.'],
    materials: [
      'Fence material, height and style as named above (for example pressure-treated pine, cedar, vinyl, aluminium or chain-link)',
      'Concrete for posts, galvanised or stainless fasteners, hinges and latches',
    ],
    exclusions: [
      'Surveying and boundary disputes; the owner is responsible for the fence location',
      'Removing trees, roots or rock found in post holes, priced as a change order',
      'Staining or sealing, unless listed above',
    ],
    permit:
      'Many cities require a fence permit and limit fence height (often 6 feet in back yards and less in front); homeowner associations may need to approve it',
    permitsUsual: true,
    siteProtection: ['Protect lawns and beds along the fence line and fill post-hole spoil areas.'],
    completion: ['Posts are plumb and solid, the fence follows the agreed line and height, and every gate swings and latches freely.'],
    suggestions: [
      'Add the fence length in linear feet, height, material and style, and the number and width of gates.',
      'State who confirms the property line and whether HOA approval has been obtained.',
    ],
  },
  {
    id: 'decking',
    noun: 'deck work',
    title: 'Deck',
    keywords: ['decks?', 'decking', 'joists?', 'ledger', 'railings?', 'porch', 'pergola', 'trex', 'composite'],
    prep: [
      'Call 811 to mark underground utilities before digging footings.',
      'Remove and haul away the existing deck boards, railings or structure being replaced, and inspect the ledger and framing that stays.',
    ],
    core: [
      'Build the deck described above: footings below the frost line, beams, joists with hangers, and a ledger flashed and bolted to the house.',
      'Install decking, stairs and guard rails (36 inches high minimum for most homes, with openings smaller than 4 inches).',
    ],
    finish: ['Check the deck for level, secure railings and even board spacing, and remove all cut-offs and fasteners from the yard.'],
    materials: [
      'Pressure-treated framing rated for ground contact where required, with code-listed hangers and connectors',
      'Decking and railing material as named above (wood species or composite brand and colour), with the manufacturer’s fasteners',
    ],
    exclusions: [
      'Staining or sealing, unless listed above',
      'Electrical (lighting, outlets) and plumbing on the deck, unless listed above',
      'Repair of rot in the house rim joist found when the ledger is opened, priced as a change order',
    ],
    permit:
      'Most new decks and deck rebuilds need a building permit with footing and final inspections, especially decks attached to the house or more than 30 inches above grade',
    permitsUsual: true,
    siteProtection: ['Protect siding, windows and landscaping next to the deck and keep the work area fenced off from children and pets.'],
    completion: [
      'The deck is level and solid, railings and stairs meet code, boards are evenly spaced and fastened, and the final inspection is passed.',
    ],
    suggestions: [
      'Add the deck dimensions (for example 12 x 16 feet), height above grade, decking material and colour, and the railing style.',
      'Attach the drawing submitted for the permit and say who pays the permit fees.',
    ],
  },
  {
    id: 'drywall',
    noun: 'drywall work',
    title: 'Drywall',
    keywords: [
      'drywall',
      'sheetrock',
      'plaster',
      'patch(?:es|ing)?',
      'holes? in (?:the )?(?:wall|ceiling)',
      'texture',
      'popcorn ceiling',
      'mud(?:ding)?',
      'tap(?:e|ing) and finish',
    ],
    prep: [
      'Protect floors and furniture and hang plastic to contain dust.',
      'Cut out damaged drywall back to sound material and framing, and check the cavity for moisture before closing.',
    ],
    core: ['Hang, tape and finish drywall in the areas described above to a Level 4 finish, ready for paint.'],
    finish: ['Match the surrounding wall or ceiling texture as closely as practical and prime the repaired areas.'],
    materials: [
      'Drywall of the thickness and type to match (moisture-resistant in wet areas, fire-rated where required), tape, joint compound and primer',
    ],
    exclusions: [
      'Finish painting of whole walls or rooms, unless listed above',
      'Fixing the source of water damage (leaks) or mold remediation',
      'Testing and abatement of popcorn ceilings or plaster that may contain asbestos',
    ],
    permit: 'Drywall repair usually needs no permit; replacing large areas or fire-rated assemblies can',
    permitsUsual: false,
    siteProtection: ['Contain sanding dust with plastic barriers and vacuum with a HEPA vacuum daily.'],
    completion: ['Repaired areas are flat and smooth, with no visible seams, ridges or nail pops when painted and seen in normal light.'],
    suggestions: [
      'Describe each area to be repaired by room and approximate size, and whether the repaired walls will be painted as part of this job.',
    ],
  },
  {
    id: 'windows-doors',
    noun: 'window and door work',
    title: 'Windows and doors',
    keywords: [
      'windows?',
      'doors?',
      'sliding doors?',
      'patio doors?',
      'entry doors?',
      'storm doors?',
      'garage doors?',
      'glass',
      'double-pane',
      'screens?',
    ],
    prep: [
      'Measure each opening and confirm sizes, swing direction and grid pattern in writing before ordering.',
      'Remove the existing units carefully and inspect the rough openings for rot.',
    ],
    core: [
      'Install the new windows or doors described above plumb, level and square, with sill pan flashing and flashing tape integrated with the weather barrier.',
    ],
    finish: [
      'Insulate around each unit with low-expansion foam, then install interior and exterior trim and seal with exterior-grade sealant.',
      'Adjust every unit to open, close and lock smoothly, and remove labels and clean the glass.',
    ],
    materials: [
      'Windows or doors of the brand, series, size, colour and glass package named above',
      'Flashing tape, sill pans, low-expansion foam, sealant, shims, trim and fasteners',
    ],
    exclusions: [
      'Repairing rotted framing or structural changes to openings, priced as a change order',
      'Interior painting of new trim, unless listed above',
      'Window coverings, security sensors and alarm reconnection',
    ],
    permit:
      'Replacing windows or doors in the same opening often needs no permit, but changing an opening size or replacing egress windows usually does, and energy-code rules may apply to the glass',
    permitsUsual: true,
    siteProtection: ['Replace units one at a time so no opening is left unsecured or unprotected from weather overnight.'],
    completion: [
      'Each unit opens, closes and locks smoothly, shows no air or water leaks, and the trim and sealant are neat and continuous.',
    ],
    suggestions: ['List each window or door by location with its size, brand and series, glass type, colour and operating style.'],
  },
  {
    id: 'concrete-masonry',
    noun: 'concrete and masonry work',
    title: 'Concrete and masonry',
    keywords: [
      'concrete',
      'driveway',
      'sidewalk',
      'walkway',
      'slab',
      'masonry',
      'bricks?',
      'stone',
      'mortar',
      'tuck-?pointing',
      'chimney',
      'foundation',
      'stucco',
      'footings?',
    ],
    prep: [
      'Call 811 to mark underground utilities before excavating.',
      'Break out and haul away existing concrete or masonry being replaced, then excavate and compact the base.',
    ],
    core: [
      'Form and pour the concrete described above on a compacted gravel base, with reinforcement as specified and a slope for drainage.',
      'Finish the surface (broom finish outdoors unless stated otherwise), cut control joints and cure the concrete properly.',
    ],
    finish: [
      'Strip forms, backfill and grade the edges, and keep traffic off the new surface until it has cured (usually 7 days for vehicles).',
    ],
    materials: [
      'Concrete of at least 3,000 psi (4,000 psi with air entrainment where freezing occurs), gravel base, reinforcement, expansion joint material, mortar and masonry units as named above',
    ],
    exclusions: [
      'Removing buried debris, rock or poor soil found during excavation, priced as a change order',
      'Cosmetic cracking and colour variation that are normal in concrete',
      'Sealing, unless listed above',
    ],
    permit: 'Driveway aprons and sidewalks in the public right-of-way, retaining walls and foundation work usually need permits',
    permitsUsual: true,
    siteProtection: ['Protect lawns and adjacent paving from trucks and keep washout water off the street and lawn.'],
    completion: ['Surfaces drain as designed with no standing water, joints are cut, and there is no structural cracking or settlement.'],
    suggestions: [
      'Add the area in square feet, thickness, concrete strength, reinforcement and finish, or for masonry the brick or stone type and mortar colour.',
    ],
  },
  {
    id: 'gutters',
    noun: 'gutter work',
    title: 'Gutters',
    keywords: ['gutters?', 'downspouts?', 'gutter guards?', 'leaf guards?', 'eavestroughs?'],
    prep: ['Inspect the fascia and roof edge and remove the existing gutters being replaced.'],
    core: [
      'Install seamless gutters with hidden hangers at no more than 24 inches apart, sloped toward the downspouts.',
      'Install downspouts with extensions that carry water at least 4 feet from the foundation.',
    ],
    finish: ['Water-test the gutters with a hose and correct any leaks or standing water.'],
    materials: [
      'Gutters and downspouts of the size, material and colour named above (5- or 6-inch aluminium unless stated), hangers, end caps, sealant and fasteners',
    ],
    exclusions: ['Fascia or soffit rot repair, priced as a change order', 'Underground drainage lines, unless listed above'],
    permit: 'Gutter work does not normally need a building permit',
    permitsUsual: false,
    siteProtection: ['Protect landscaping and use ladder stand-offs so gutters and siding are not dented.'],
    completion: ['Gutters drain fully to the downspouts with no leaks or standing water during a hose test.'],
    suggestions: ['Add the gutter size, material, colour and linear footage, and the number of downspouts.'],
  },
  {
    id: 'siding',
    noun: 'siding work',
    title: 'Siding',
    keywords: ['siding', 'vinyl siding', 'fiber cement', 'hardie(?:board|plank)?', 'clapboard', 'house wrap', 'trim boards?'],
    prep: ['Remove the existing siding being replaced and inspect the sheathing for rot and water damage.'],
    core: [
      'Install a weather-resistive barrier and the new siding, trim and flashing at windows, doors and penetrations to the manufacturer’s instructions.',
    ],
    finish: ['Caulk and paint or finish trim as required, and clean the work area of nails and debris.'],
    materials: ['Siding of the brand, profile and colour named above, house wrap, flashing, trim and fasteners'],
    exclusions: [
      'Sheathing or framing repair beyond minor patches, priced as a change order',
      'Gutter removal and re-installation, unless listed above',
    ],
    permit: 'Residing usually needs a building permit',
    permitsUsual: true,
    siteProtection: ['Protect windows, landscaping and air-conditioning units and sweep the yard for nails daily.'],
    completion: ['Siding is straight, fastened to the manufacturer’s schedule, and flashed so water runs outside the barrier.'],
    suggestions: ['Add the siding brand, product, profile and colour, and the wall area in squares or square feet.'],
  },
  {
    id: 'insulation',
    noun: 'insulation work',
    title: 'Insulation',
    keywords: ['insulat(?:e|ion|ing)', 'spray foam', 'blown-in', 'cellulose', 'fiberglass batts?', 'air seal(?:ing)?', 'r-\\d+', 'attic'],
    prep: [
      'Air-seal top plates, penetrations and the attic hatch before adding insulation.',
      'Install baffles at the eaves to keep soffit vents open.',
    ],
    core: ['Install insulation to the R-value stated in the contract, at an even depth, with depth markers in the attic.'],
    finish: ['Leave an insulation certificate in the attic stating the type, R-value, depth and area covered.'],
    materials: [
      'Insulation of the type named above (blown cellulose or fiberglass, batts or spray foam), baffles, air-sealing foam and caulk',
    ],
    exclusions: [
      'Removal of old insulation or pest contamination, unless listed above',
      'Electrical corrections (for example knob-and-tube wiring) needed before insulating',
    ],
    permit: 'Insulation work usually needs no permit, but some utility rebate programs require a certificate or inspection',
    permitsUsual: false,
    siteProtection: ['Protect the path to the attic hatch and vacuum any insulation dust in living areas.'],
    completion: ['Insulation reaches the stated R-value evenly, soffit vents are clear, and the insulation certificate is posted.'],
    suggestions: ['State the R-value and depth to be reached, the square footage and the insulation type, and ask about utility rebates.'],
  },
  {
    id: 'cleaning',
    noun: 'cleaning work',
    coreAlways: true,
    title: 'Cleaning',
    keywords: [
      'clean(?:ing|er|ers)?',
      'deep clean',
      'move-?out',
      'move-?in',
      'maid',
      'housekeeping',
      'pressure wash(?:ing)?',
      'power wash(?:ing)?',
      'window washing',
      'carpet cleaning',
      'sanitiz(?:e|ing)',
    ],
    prep: ['Walk through with the customer to confirm rooms, priorities and any surfaces needing special care.'],
    core: [
      'Dust all reachable surfaces top to bottom, including baseboards, window sills, doors and light switches.',
      'Clean and disinfect kitchens and bathrooms: counters, sinks, fixtures, tubs, showers, toilets, mirrors and the outside of cabinets and appliances.',
      'Vacuum carpets and rugs and mop hard floors.',
    ],
    finish: ['Empty trash into the customer’s bins and do a final walk-through with the customer or send photos.'],
    materials: [
      'Cleaning products and equipment supplied by the cleaner, suited to each surface; the customer names any products to avoid (allergies, pets)',
    ],
    exclusions: [
      'Moving heavy furniture, biohazards, mold remediation and exterior windows above the ground floor, unless listed above',
      'Items damaged because of pre-existing defects',
    ],
    permit: 'Cleaning work does not need a building permit',
    permitsUsual: false,
    siteProtection: ['Use surface-appropriate products and test them in an inconspicuous spot on delicate finishes.'],
    completion: ['Every room listed is cleaned to the checklist above and passes the customer’s walk-through.'],
    suggestions: ['Attach a room-by-room checklist and say whether inside the oven, refrigerator and cabinets are included.'],
  },
  {
    id: 'pest-control',
    noun: 'pest control work',
    title: 'Pest control',
    keywords: [
      'pests?',
      'exterminat(?:e|or|ion)',
      'termites?',
      'roach(?:es)?',
      'cockroach(?:es)?',
      'ants?',
      'rodents?',
      'mice',
      'rats?',
      'bed ?bugs?',
      'wasps?',
      'fumigat(?:e|ion)',
    ],
    prep: ['Inspect the property to identify the pest, the extent of activity and entry points, and report the findings in writing.'],
    core: [
      'Treat the affected areas with products registered for the pest, applied according to the label.',
      'Seal or report entry points found during the inspection.',
    ],
    finish: ['Give the customer the product names, precautions (re-entry times, pets) and the follow-up schedule in writing.'],
    materials: [
      'EPA-registered pest control products appropriate to the pest, plus traps, bait stations and exclusion materials as needed',
    ],
    exclusions: ['Repair of damage caused by pests (for example termite-damaged wood)', 'Structural fumigation, unless listed above'],
    permit:
      'No building permit is needed, but pesticides must be applied by an applicator licensed by the state and used according to the label',
    permitsUsual: false,
    siteProtection: ['Keep children and pets away from treated areas for the re-entry time on the product label.'],
    completion: [
      'The treatment plan is carried out and pest activity is reduced at the follow-up visit; re-treatments are included for the period stated.',
    ],
    suggestions: ['Add the pest treated, the products used, the number of follow-up visits and the re-treatment guarantee period.'],
  },
  {
    id: 'appliance',
    noun: 'appliance installation work',
    title: 'Appliance installation',
    keywords: [
      'appliances?',
      'dishwasher',
      'washer',
      'dryer',
      'washing machine',
      'range',
      'stove',
      'oven',
      'cooktop',
      'refrigerator',
      'fridge',
      'microwave',
      'range hood',
      'ice maker',
    ],
    prep: [
      'Check that the existing water, drain, gas, electrical and venting connections suit the new appliances before removing the old ones.',
    ],
    core: ['Disconnect and remove the old appliances, then install and connect the new ones to the manufacturer’s instructions.'],
    finish: ['Level each appliance, run it through a test cycle and check connections for leaks.'],
    materials: ['New supply lines, drain hoses, dryer vent duct, gas connectors and cords as the manufacturer specifies'],
    exclusions: ['New circuits, gas lines or cabinet modifications, unless listed above', 'Defects in owner-supplied appliances'],
    permit: 'Appliance swaps usually need no permit; new gas lines or circuits do',
    permitsUsual: false,
    siteProtection: ['Protect floors with sliders and floor protection when moving appliances.'],
    completion: ['Every appliance runs a full test cycle with no leaks, gas odour or error codes.'],
    suggestions: ['Add the appliance brand and model numbers and whether the old appliances are hauled away.'],
  },
  {
    id: 'handyman',
    noun: 'repair work',
    title: 'Home repairs',
    keywords: [
      'handyman',
      'repairs?',
      'fix(?:es|ing)?',
      'odd jobs',
      'mount(?:ing)?',
      'shelves',
      'shelving',
      'caulk(?:ing)?',
      'assembl(?:e|y)',
      'hang(?:ing)?',
      'tv',
      'blinds',
      'weatherstrip(?:ping)?',
      'honey-?do',
    ],
    prep: ['Walk through each task with the customer and confirm what “done” looks like for each before starting.'],
    core: ['Complete each repair listed above using materials that match the existing finishes as closely as practical.'],
    finish: ['Test each repaired item and show it to the customer at the walk-through.'],
    materials: [
      'Fasteners, anchors, caulk, adhesives and small hardware; larger parts as named above or approved by the customer before purchase',
    ],
    exclusions: [
      'Work that needs a licensed trade (electrical, plumbing or gas beyond like-for-like replacements) or a permit, unless listed above',
      'Tasks not on the list above',
    ],
    permit: 'Small repairs usually need no permit; anything involving new wiring, plumbing or structure may',
    permitsUsual: false,
    siteProtection: ['Protect floors and furniture at each work spot and clean up dust and debris after each task.'],
    completion: ['Every task on the list is complete, works as intended and is accepted by the customer at the walk-through.'],
    suggestions: ['Number each task with its room and a short description, and say whether the price is per task or hourly with a cap.'],
  },
];

export const DEFAULT_TRADE: TradeId = 'handyman';

/** Specific jobs inside a trade; each adds its own steps and lends points to its trades. */
export const ITEMS: Item[] = [
  // plumbing
  {
    id: 'water-heater',
    trades: ['plumbing'],
    pattern: '(?:tankless )?water heaters?|hot water (?:heater|tank)',
    label: 'water heater replacement',
    steps: [
      'Drain and disconnect the old water heater and haul it away.',
      'Install the new water heater with a new expansion tank where required, a temperature and pressure relief valve piped to an approved discharge point, seismic strapping where the state requires it, and a drain pan where it sits over finished space.',
      'For a gas unit, connect the gas supply with a new shut-off and sediment trap, and check the venting for proper draft; for an electric unit, confirm the circuit matches the nameplate.',
    ],
    suggestion:
      'Add the water heater’s brand, model, fuel type and capacity (for example a 50-gallon gas tank or a tankless model with its flow rating).',
  },
  {
    id: 'faucet',
    trades: ['plumbing', 'kitchen-remodel', 'bathroom-remodel'],
    pattern: 'faucets?',
    label: 'faucet installation',
    steps: ['Remove the old faucet and install the new faucet with new supply lines, checking for leaks above and below the sink.'],
  },
  {
    id: 'toilet',
    trades: ['plumbing', 'bathroom-remodel'],
    pattern: 'toilets?',
    label: 'toilet installation',
    steps: [
      'Remove the old toilet, inspect the flange and replace it if damaged, and set the new toilet on a new wax or foam seal with a new supply line, then caulk the base.',
    ],
  },
  {
    id: 'sink',
    trades: ['plumbing', 'kitchen-remodel', 'bathroom-remodel'],
    pattern: '(?:kitchen |bathroom )?sinks?',
    label: 'sink replacement',
    steps: ['Install the new sink with new drain assembly and trap, sealed to the countertop and tested for leaks.'],
  },
  {
    id: 'disposal',
    trades: ['plumbing', 'kitchen-remodel'],
    pattern: '(?:garbage )?disposals?|disposers?',
    label: 'garbage disposal installation',
    steps: [
      'Install the garbage disposal on the sink drain, connect it to its switched receptacle and the dishwasher drain, and test it for leaks.',
    ],
  },
  {
    id: 'shower-valve',
    trades: ['plumbing', 'bathroom-remodel'],
    pattern: 'shower valves?|mixing valves?|shower heads?',
    label: 'shower valve replacement',
    steps: ['Replace the shower valve with a pressure-balancing or thermostatic valve set to limit scalding, and install the new trim.'],
  },
  {
    id: 'leak',
    weak: true,
    trades: ['plumbing'],
    pattern: 'leak(?:s|ing|y)?',
    label: 'leak repair',
    steps: ['Find the source of the leak, show it to the customer, and repair it with new pipe or fittings.'],
  },
  {
    id: 'drain-clog',
    trades: ['plumbing'],
    pattern: 'clog(?:ged|s)?|slow drains?|backed[- ]up|drain cleaning',
    label: 'drain clearing',
    steps: ['Clear the blocked drain with a cable machine or hydro-jetting as suited to the line, then run water to confirm full flow.'],
  },
  {
    id: 'repipe',
    trades: ['plumbing'],
    pattern: 're-?pip(?:e|ing)|galvani[sz]ed pipes?|polybutylene',
    label: 'repiping',
    steps: ['Replace the supply piping listed with new PEX or copper, including new shut-off valves at each fixture.'],
  },
  {
    id: 'sump-pump',
    trades: ['plumbing'],
    pattern: 'sump pumps?',
    label: 'sump pump replacement',
    steps: [
      'Install the new sump pump with a check valve and discharge line directed away from the foundation, and test it by filling the pit.',
    ],
  },
  {
    id: 'gas-line',
    trades: ['plumbing'],
    pattern: 'gas lines?|gas pip(?:e|ing)',
    label: 'gas line work',
    steps: ['Install the gas piping with a shut-off at each appliance and pressure-test the new line before it is put into service.'],
  },
  // electrical
  {
    id: 'outlets',
    trades: ['electrical'],
    pattern: '(?:gfci )?(?:outlets?|receptacles?)',
    label: 'outlet installation',
    steps: [
      'Install the outlets listed on circuits with capacity for them, using GFCI or AFCI protection where the code requires it, and tamper-resistant receptacles.',
    ],
  },
  {
    id: 'lighting',
    trades: ['electrical', 'kitchen-remodel', 'bathroom-remodel'],
    pattern: 'light fixtures?|recessed lights?|can lights?|pot lights?|lighting|chandeliers?|pendants?',
    label: 'lighting installation',
    steps: [
      'Install the light fixtures listed in rated boxes (IC-rated housings where in contact with insulation), with switches or dimmers compatible with the lamps.',
    ],
    suggestion: 'List each light fixture by location with its model, and whether dimmers are included.',
  },
  {
    id: 'ceiling-fan',
    trades: ['electrical'],
    pattern: 'ceiling fans?',
    label: 'ceiling fan installation',
    steps: ['Install each ceiling fan on a fan-rated box, balanced and wired to its wall control.'],
  },
  {
    id: 'panel',
    trades: ['electrical'],
    pattern: '(?:electrical|breaker|main|fuse) (?:panel|box)|panel upgrade|service upgrade|sub-?panel',
    label: 'panel upgrade',
    steps: [
      'Replace or upgrade the panel to the amperage stated, coordinating the disconnect and reconnect with the utility, and install grounding and bonding to code.',
    ],
    suggestion: 'State the new panel’s amperage and brand and who schedules the utility disconnect.',
  },
  {
    id: 'ev-charger',
    trades: ['electrical'],
    pattern: 'ev chargers?|car chargers?|level 2 chargers?|tesla (?:wall )?charger|nema 14-50',
    label: 'EV charger installation',
    steps: [
      'Run a dedicated circuit sized to the charger’s rating (for example a 50-amp breaker for a 40-amp charger) and mount and connect the charger.',
    ],
    suggestion: 'Add the charger model and its amperage, and where it will be mounted.',
  },
  {
    id: 'switches',
    weak: true,
    trades: ['electrical'],
    pattern: 'switch(?:es)?|dimmers?',
    label: 'switch replacement',
    steps: ['Replace the switches listed with new devices rated for the load, with neutral connections where smart switches need them.'],
  },
  {
    id: 'smoke-detectors',
    trades: ['electrical'],
    pattern: 'smoke (?:detectors?|alarms?)|carbon monoxide|co detectors?',
    label: 'smoke and CO alarm installation',
    steps: ['Install smoke and carbon monoxide alarms in the locations the code requires, interconnected where hard-wired.'],
  },
  // roofing
  {
    id: 'reroof',
    trades: ['roofing'],
    pattern: 're-?roof(?:ing)?|new roof|roof replacement|replace (?:the |our |my )?roof|tear[- ]off',
    label: 'roof replacement',
    steps: [
      'Tear off the existing roofing down to the deck, replace damaged decking, and install drip edge, underlayment, ice and water shield where required, starter, field shingles or panels, hip and ridge caps, new flashing and ventilation.',
    ],
    suggestion: 'State the number of layers being torn off and the roof size in squares.',
  },
  {
    id: 'roof-leak',
    trades: ['roofing'],
    pattern: 'roof leaks?|leak(?:s|ing)? (?:in|from|through) (?:the )?roof',
    label: 'roof leak repair',
    steps: ['Trace the leak from the attic and roof surface, and repair the failed shingles, flashing or seals at its source.'],
  },
  {
    id: 'skylight',
    trades: ['roofing'],
    pattern: 'skylights?',
    label: 'skylight work',
    steps: ['Install or reflash the skylight with the manufacturer’s flashing kit and ice and water shield around the curb.'],
  },
  // painting
  {
    id: 'interior-paint',
    weak: true,
    trades: ['painting'],
    pattern: 'interior|walls?|ceilings?|bedrooms?|living room|hallways?',
    label: 'interior painting',
    steps: ['Paint the walls listed with two coats, cutting in neatly at ceilings, trim and corners.'],
  },
  {
    id: 'trim-paint',
    weak: true,
    trades: ['painting'],
    pattern: 'trim|baseboards?|door frames?|casings?|crown moulding|crown molding',
    label: 'trim painting',
    steps: ['Paint trim and doors listed with a durable semi-gloss or satin enamel after sanding between coats.'],
  },
  {
    id: 'exterior-paint',
    weak: true,
    trades: ['painting'],
    pattern: 'exterior|outside of (?:the )?house|house exterior',
    label: 'exterior painting',
    steps: [
      'Pressure-wash exterior surfaces and let them dry, scrape and sand loose paint, caulk joints, prime bare wood, and apply two coats of exterior paint in suitable weather (dry, above the product’s minimum temperature).',
    ],
  },
  {
    id: 'cabinet-paint',
    trades: ['painting'],
    pattern: '(?:paint(?:ing)?|refinish(?:ing)?) (?:the )?(?:kitchen )?cabinets?|cabinet (?:painting|refinishing)',
    label: 'cabinet painting',
    steps: [
      'Remove doors and hardware, degrease, sand and prime with a bonding primer, and spray two coats of cabinet-grade enamel before re-hanging.',
    ],
  },
  // hvac
  {
    id: 'ac-unit',
    trades: ['hvac'],
    pattern: '(?:central )?a/?c units?|air condition(?:er|ing)(?: units?)?|condensers?|\\d(?:\\.5)?[- ]?tons?',
    label: 'air-conditioning replacement',
    steps: [
      'Recover the refrigerant from the old system, set the new condenser on a level pad, replace or flush the line set, pull a vacuum to 500 microns and charge to the manufacturer’s specification.',
    ],
  },
  {
    id: 'furnace',
    trades: ['hvac'],
    pattern: 'furnaces?|boilers?',
    label: 'furnace replacement',
    steps: [
      'Install the new furnace with proper venting, gas connection, condensate drain and filter rack, and test combustion and carbon monoxide levels.',
    ],
  },
  {
    id: 'heat-pump',
    trades: ['hvac'],
    pattern: 'heat pumps?|mini-?splits?|ductless',
    label: 'heat pump installation',
    steps: [
      'Install the heat pump outdoor and indoor units, line set and condensate drain, evacuate and charge the system, and set up the controls.',
    ],
  },
  {
    id: 'ducts',
    trades: ['hvac'],
    pattern: 'ducts?|ductwork',
    label: 'ductwork',
    steps: [
      'Install or repair ductwork with sealed joints (mastic or listed tape) and insulation in unconditioned spaces, and balance airflow to each room.',
    ],
  },
  {
    id: 'thermostat',
    trades: ['hvac'],
    pattern: 'thermostats?|nest|ecobee',
    label: 'thermostat installation',
    steps: ['Install and program the thermostat, adding a common wire if it needs one, and test heating and cooling calls.'],
  },
  {
    id: 'hvac-service',
    weak: true,
    trades: ['hvac'],
    pattern: 'tune-?up|maintenance|service call|not (?:cooling|heating)|no (?:heat|cool|ac|a/c)',
    label: 'HVAC service',
    steps: [
      'Clean coils and drains, replace the filter, check refrigerant pressures, electrical connections and safety controls, and report findings in writing.',
    ],
  },
  // flooring
  {
    id: 'hardwood',
    trades: ['flooring'],
    pattern: 'hardwood|oak floors?|maple floors?|engineered wood',
    label: 'hardwood flooring',
    steps: [
      'Install hardwood over a vapour retarder, nailed or glued to the manufacturer’s schedule, with boards racked to stagger end joints.',
    ],
  },
  {
    id: 'refinish',
    trades: ['flooring'],
    pattern: 'refinish(?:ing)?|sand(?:ing)? (?:and|&) (?:re)?finish|screen and recoat',
    label: 'floor refinishing',
    steps: [
      'Sand the floors to bare wood with a dust-containment sander, fill gaps as agreed, apply the stain chosen and three coats of finish with a light abrasion between coats.',
    ],
  },
  {
    id: 'tile-floor',
    trades: ['flooring', 'bathroom-remodel', 'kitchen-remodel'],
    pattern: '(?:porcelain |ceramic |stone |marble |subway )?til(?:e|es|ing)(?! backsplash)',
    label: 'tile installation',
    steps: [
      'Set tile in thinset over a suitable underlayment with an uncoupling membrane where the substrate calls for it, keeping grout lines consistent and lippage within tolerance, then grout and seal.',
    ],
    suggestion: 'Name the tile product, size and layout pattern, the grout colour, and the square footage including waste.',
  },
  {
    id: 'lvp',
    trades: ['flooring'],
    pattern: 'lvp|lvt|luxury vinyl|vinyl plank|laminate',
    label: 'vinyl plank or laminate flooring',
    steps: [
      'Lay the floating floor over the specified underlayment with expansion gaps at walls, undercutting door casings so the flooring slips beneath them.',
    ],
  },
  {
    id: 'carpet',
    trades: ['flooring'],
    pattern: 'carpet(?:ing)?',
    label: 'carpet installation',
    steps: ['Install new tack strip and pad, then power-stretch the carpet with seams placed out of main traffic paths.'],
  },
  // kitchen
  {
    id: 'cabinets',
    trades: ['kitchen-remodel'],
    pattern: 'cabinets?|cabinetry',
    label: 'cabinet installation',
    steps: ['Install cabinets level and plumb, fastened into studs, with fillers and scribe moulding at walls and ceilings.'],
  },
  {
    id: 'countertops',
    trades: ['kitchen-remodel', 'bathroom-remodel'],
    pattern: 'counter-?tops?|counters|granite|quartz|butcher ?block|solid surface',
    label: 'countertop installation',
    steps: [
      'Template and install the countertops with seams placed away from sinks and cooktops, sink cut-outs, and sealed edges and seams.',
    ],
  },
  {
    id: 'backsplash',
    trades: ['kitchen-remodel'],
    pattern: 'backsplash',
    label: 'backsplash installation',
    steps: [
      'Install the backsplash tile from the counter to the underside of the wall cabinets, with outlet extenders where needed, then grout and caulk the counter joint.',
    ],
  },
  // bathroom
  {
    id: 'vanity',
    trades: ['bathroom-remodel'],
    pattern: 'vanit(?:y|ies)',
    label: 'vanity installation',
    steps: ['Install the vanity level and secured to the wall, with top, sink, faucet and new drain and supply connections.'],
  },
  {
    id: 'shower-tub',
    weak: true,
    trades: ['bathroom-remodel'],
    pattern: 'showers?|bath ?tubs?|tubs?|shower pans?|tub surround',
    label: 'shower or tub installation',
    steps: [
      'Install the new shower or tub with its valve, drain and waterproofed surround, with a slope to the drain of at least 1/4 inch per foot for tiled shower floors.',
    ],
  },
  {
    id: 'exhaust-fan',
    trades: ['bathroom-remodel', 'electrical'],
    pattern: 'exhaust fans?|vent fans?|bath fans?',
    label: 'exhaust fan installation',
    steps: ['Install the bathroom exhaust fan ducted to the outdoors (not into the attic), sized to the room.'],
  },
  // landscaping
  {
    id: 'sod',
    trades: ['landscaping'],
    pattern: 'sod|new lawn|seed(?:ing)?|re-?seed',
    label: 'lawn installation',
    steps: [
      'Remove existing turf and weeds, grade and amend the soil, then lay sod with tight staggered seams (or seed at the supplier’s rate) and roll it.',
    ],
  },
  {
    id: 'irrigation',
    trades: ['landscaping'],
    pattern: 'sprinklers?|irrigation|drip lines?',
    label: 'irrigation installation',
    steps: ['Install irrigation zones with a backflow preventer where required, head-to-head coverage, and a programmed controller.'],
  },
  {
    id: 'planting',
    weak: true,
    trades: ['landscaping'],
    pattern: 'plant(?:s|ing)?|shrubs?|bushes|flower beds?|perennials',
    label: 'planting',
    steps: [
      'Dig planting holes twice the width of the root ball, set plants at grade, backfill with amended soil and mulch 2 to 3 inches deep, kept away from stems.',
    ],
  },
  {
    id: 'tree-removal',
    trades: ['landscaping'],
    pattern: 'tree removal|remove (?:a |the |two |three |\\d+ )?trees?|cut down (?:a |the )?trees?|stump grinding|stumps?',
    label: 'tree removal',
    steps: [
      'Fell or section down the trees listed with rigging to protect structures, haul away wood and debris, and grind stumps to 6 inches below grade if listed.',
    ],
    suggestion:
      'Say whether stump grinding and wood hauling are included, and confirm the tree service carries liability and workers’ compensation insurance.',
  },
  {
    id: 'pavers',
    trades: ['landscaping', 'concrete-masonry'],
    pattern: 'pavers?|patio|flagstone',
    label: 'paver patio',
    steps: [
      'Excavate, lay and compact a gravel base in lifts, screed a bedding layer, set the pavers with edge restraint and sweep in polymeric sand.',
    ],
  },
  {
    id: 'retaining-wall',
    trades: ['landscaping', 'concrete-masonry'],
    pattern: 'retaining walls?',
    label: 'retaining wall',
    steps: [
      'Build the retaining wall on a compacted base with drainage gravel and a perforated drain pipe behind it, with geogrid where the wall height requires it.',
    ],
  },
  {
    id: 'drainage',
    weak: true,
    trades: ['landscaping'],
    pattern: 'french drains?|drainage|standing water|grading',
    label: 'drainage work',
    steps: ['Install the drainage described, sloped to daylight or a dry well, with filter fabric and clean gravel.'],
  },
  // fencing / decking
  { id: 'fence', weak: true, trades: ['fencing'], pattern: 'fenc(?:e|es|ing)', label: 'fence installation', steps: [] },
  {
    id: 'gate',
    trades: ['fencing'],
    pattern: 'gates?',
    label: 'gate installation',
    steps: ['Build gates with a diagonal brace or steel frame kit so they do not sag, on posts sized for the gate’s weight.'],
  },
  {
    id: 'deck-build',
    weak: true,
    trades: ['decking'],
    pattern: 'build (?:a |the )?(?:new )?deck|new deck|deck (?:build|construction|replacement)',
    label: 'deck construction',
    steps: [],
  },
  {
    id: 'deck-boards',
    trades: ['decking'],
    pattern: 'deck boards?|re-?deck|decking',
    label: 'deck board replacement',
    steps: ['Replace the deck boards listed, checking the joists beneath and adding joist tape on joists that stay.'],
  },
  {
    id: 'railing',
    trades: ['decking'],
    pattern: 'railings?|handrails?|guard ?rails?',
    label: 'railing installation',
    steps: ['Install guard rails and stair handrails with posts fastened to resist code loads, with baluster gaps under 4 inches.'],
  },
  // windows/doors
  { id: 'windows', weak: true, trades: ['windows-doors'], pattern: '(?:replacement )?windows?', label: 'window replacement', steps: [] },
  {
    id: 'entry-door',
    trades: ['windows-doors'],
    pattern: '(?:front |entry |exterior |back |patio |sliding )doors?|storm doors?',
    label: 'exterior door replacement',
    steps: [
      'Install exterior doors with a sill pan, new weatherstripping and threshold, and re-install or supply the lockset and deadbolt.',
    ],
  },
  {
    id: 'interior-doors',
    trades: ['windows-doors'],
    pattern: 'interior doors?|closet doors?|bi-?fold doors?|pre-?hung doors?',
    label: 'interior door installation',
    steps: ['Install interior doors with even gaps, latching cleanly, with hardware as selected.'],
  },
  {
    id: 'garage-door',
    trades: ['windows-doors'],
    pattern: 'garage doors?|garage door openers?',
    label: 'garage door work',
    steps: ['Install the garage door and opener with balanced springs, and test the auto-reverse safety sensors and force settings.'],
  },
  // concrete / masonry
  {
    id: 'driveway',
    trades: ['concrete-masonry'],
    pattern: 'driveways?',
    label: 'driveway work',
    steps: [
      'Pour the driveway at least 4 inches thick (5 to 6 inches for heavy vehicles) with control joints no more than about 10 feet apart.',
    ],
  },
  {
    id: 'tuckpoint',
    trades: ['concrete-masonry'],
    pattern: 'tuck-?point(?:ing)?|repoint(?:ing)?|mortar joints?|brick repair',
    label: 'masonry repair',
    steps: [
      'Grind out deteriorated mortar joints to about 3/4 inch and repoint with mortar matched in strength and colour to the existing.',
    ],
  },
  {
    id: 'chimney',
    trades: ['concrete-masonry'],
    pattern: 'chimneys?',
    label: 'chimney repair',
    steps: ['Repair the chimney crown, masonry and flashing as listed, and install a cap if included.'],
  },
  {
    id: 'foundation-crack',
    trades: ['concrete-masonry'],
    pattern: 'foundation cracks?|cracks? in (?:the )?foundation',
    label: 'foundation crack repair',
    steps: ['Inject the foundation crack with epoxy or polyurethane from the inside and confirm no water passes after curing.'],
  },
  // gutters
  {
    id: 'gutter-guards',
    trades: ['gutters'],
    pattern: 'gutter guards?|leaf guards?',
    label: 'gutter guard installation',
    steps: ['Install gutter guards fastened so they do not void the roof shingle warranty.'],
  },
  {
    id: 'gutter-clean',
    trades: ['gutters', 'cleaning'],
    pattern: 'gutter cleaning|clean (?:the |out )?gutters',
    label: 'gutter cleaning',
    steps: ['Remove debris from gutters and flush each downspout until it runs clear.'],
  },
  // cleaning
  {
    id: 'deep-clean',
    trades: ['cleaning'],
    pattern: 'deep clean(?:ing)?',
    label: 'deep cleaning',
    steps: [
      'Deep clean inside the oven, microwave and refrigerator, inside cabinets and drawers, and scrub grout lines, window tracks and baseboards.',
    ],
  },
  {
    id: 'move-out',
    trades: ['cleaning'],
    pattern: 'move-?(?:out|in) clean(?:ing)?|move-?(?:out|in)|end of (?:lease|tenancy)',
    label: 'move-out cleaning',
    steps: [
      'Clean the empty home to move-out standard, including inside all cabinets, closets and appliances, so it is ready for the next occupant.',
    ],
  },
  {
    id: 'pressure-wash',
    trades: ['cleaning'],
    pattern: 'pressure wash(?:ing)?|power wash(?:ing)?',
    label: 'pressure washing',
    steps: [
      'Pressure-wash the surfaces listed at a pressure suited to each (soft wash for siding and roofs), keeping water out of vents and electrical fittings.',
    ],
  },
  {
    id: 'carpet-clean',
    trades: ['cleaning'],
    pattern: 'carpet cleaning|steam clean(?:ing)?|shampoo',
    label: 'carpet cleaning',
    steps: ['Pre-treat stains and hot-water-extract the carpets listed, then groom the pile and leave them to dry with ventilation.'],
  },
  // pest control
  {
    id: 'termites',
    trades: ['pest-control'],
    pattern: 'termites?',
    label: 'termite treatment',
    steps: [
      'Apply a termiticide barrier or bait system around the foundation as the inspection recommends, and provide a termite treatment report.',
    ],
  },
  {
    id: 'rodents',
    trades: ['pest-control'],
    pattern: 'rodents?|mice|mouse|rats?',
    label: 'rodent control',
    steps: [
      'Set traps and tamper-resistant bait stations, seal entry points with steel mesh or metal flashing, and return to remove catches.',
    ],
  },
  {
    id: 'bed-bugs',
    trades: ['pest-control'],
    pattern: 'bed ?bugs?',
    label: 'bed bug treatment',
    steps: [
      'Treat with heat or registered products in all affected rooms, with a written preparation list for the occupants and a follow-up inspection.',
    ],
  },
  // appliances
  {
    id: 'dishwasher',
    trades: ['appliance', 'kitchen-remodel'],
    pattern: 'dishwashers?',
    label: 'dishwasher installation',
    steps: ['Install the dishwasher with a new supply line, a high loop or air gap on the drain, and secure it to the counter.'],
  },
  {
    id: 'washer-dryer',
    weak: true,
    trades: ['appliance'],
    pattern: 'washers?|dryers?|washing machines?|laundry',
    label: 'washer and dryer installation',
    steps: ['Connect the washer with new hoses and the dryer with rigid or semi-rigid metal vent duct to the outside.'],
  },
  {
    id: 'range',
    weak: true,
    trades: ['appliance', 'kitchen-remodel'],
    pattern: 'ranges?|stoves?|ovens?|cooktops?',
    label: 'range installation',
    steps: ['Install the range with a new gas connector or cord to match the outlet, and the anti-tip bracket.'],
  },
  {
    id: 'range-hood',
    weak: true,
    trades: ['appliance', 'kitchen-remodel'],
    pattern: 'range hoods?|vent hoods?|hoods?',
    label: 'range hood installation',
    steps: ['Install the range hood ducted to the outside with a backdraft damper, at the height the manufacturer specifies.'],
  },
  // handyman
  {
    id: 'tv-mount',
    weak: true,
    trades: ['handyman'],
    pattern: 'tv|television',
    label: 'TV mounting',
    steps: ['Mount the TV bracket into studs or rated anchors, level, with cables managed as agreed.'],
  },
  {
    id: 'shelves',
    weak: true,
    trades: ['handyman'],
    pattern: 'shel(?:f|ves)|shelving',
    label: 'shelf installation',
    steps: ['Install shelves level and anchored into studs or rated anchors for the expected load.'],
  },
  {
    id: 'caulk',
    weak: true,
    trades: ['handyman', 'bathroom-remodel'],
    pattern: 're-?caulk(?:ing)?|caulk(?:ing)?',
    label: 're-caulking',
    steps: ['Remove old caulk, clean and dry the joints, and apply new mildew-resistant silicone caulk.'],
  },
  {
    id: 'drywall-patch',
    trades: ['drywall', 'handyman'],
    pattern: 'holes? in (?:the )?(?:wall|ceiling)|drywall (?:patch|repair)|patch(?:es|ing)? (?:the )?(?:drywall|walls?|holes?)',
    label: 'drywall patching',
    steps: ['Patch the holes listed with backing and drywall, tape and finish smooth, and prime ready for paint.'],
  },
];
