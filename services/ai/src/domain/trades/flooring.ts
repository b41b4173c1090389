import { defineTrade } from './schema.ts';

export const flooring = defineTrade({
  id: 'flooring',
  noun: 'flooring work',
  title: 'Flooring',
  summary: 'install new flooring{where}',
  keywords: [
    'floor(?:s|ing)?',
    'hardwood',
    'laminate',
    'vinyl plank',
    'lvp',
    'lvt',
    'carpet(?:ing|ed)?',
    'subfloor',
    'sq\\.? ?ft',
    'square f(?:ee|oo)t',
  ],
  hiddenConditions: true,
  prep: [
    {
      text: 'Remove the existing flooring and the baseboard or shoe molding in {room}, and haul the old flooring away.',
      unless: ['refinish'],
    },
    {
      text: 'Check the subfloor for flatness, moisture and loose spots, and fasten, level or patch it to the flooring manufacturer’s tolerance.',
      unless: ['refinish'],
    },
    {
      text: 'Remove the shoe molding and floor vents in {room} and seal the doorways to the rest of the home against dust.',
      only: ['refinish'],
    },
    {
      text: 'Acclimate the new flooring in the home for the time the manufacturer requires before installation.',
      unless: ['tile-floor', 'carpet', 'refinish'],
    },
  ],
  core: [
    'Install the new flooring named in this scope in {room} to the manufacturer’s instructions, with expansion gaps, transitions at doorways and matching thresholds.',
  ],
  finish: [
    {
      text: 'Re-install or replace the baseboard and shoe molding, and trim doors that no longer swing freely over the new floor.',
      unless: ['refinish'],
    },
    { text: 'Re-install the shoe molding and floor vents once the finish has cured.', only: ['refinish'] },
    'Vacuum and clean the new floor and leave the manufacturer’s care instructions.',
  ],
  materials: [
    {
      text: 'Flooring of the product, color and grade named in this scope, with a waste allowance of about 10% (15% for patterns and diagonal layouts).',
      unless: ['refinish'],
    },
    {
      text: 'Underlayment or moisture barrier, adhesives, transitions, thresholds and fasteners suited to the flooring.',
      unless: ['refinish'],
    },
    {
      text: 'Wood filler, the stain color chosen and a commercial-grade floor finish (water-based unless this scope names another).',
      only: ['refinish'],
    },
  ],
  exclusions: [
    'Moving heavy items such as pianos, safes, aquariums and appliances with water lines, unless listed.',
    'Subfloor replacement beyond minor leveling and re-fastening, which is priced as a change order if needed.',
    'Testing or removal of old resilient flooring or mastic that may contain asbestos.',
  ],
  siteProtection: [
    'Hang plastic dust barriers at doorways to rooms not being worked on, and protect the finished floor from later trades.',
  ],
  completion: [
    'The floor is flat and firm, with no gaps, lippage, squeaks or loose boards beyond the manufacturer’s tolerance.',
    { text: 'Transitions and baseboards are installed and every door swings freely.', unless: ['refinish'] },
  ],
  schedule: [
    'The rooms being floored are out of use from the removal of the old floor until the new one can take foot traffic.',
    'Flooring is ordered once the product and color are chosen in writing; its delivery and acclimation set the start date.',
  ],
  permit: {
    usual: false,
    text: 'Flooring replacement does not normally need a building permit unless the subfloor or structure is replaced.',
  },
  suggestions: [
    'Add the flooring product name, color, thickness or wear layer and the square footage, including the waste allowance.',
    'State who moves the furniture and appliances, and the price per square foot for any subfloor repair found after the old floor is removed.',
  ],
  items: [
    {
      id: 'hardwood',
      label: 'hardwood flooring',
      task: 'hardwood flooring installation',
      pattern:
        '(?:(?:solid|engineered|prefinished|unfinished|red oak|white oak|oak|maple|hickory|walnut) )*(?:hardwood|wood) floor(?:s|ing)?|hardwood|engineered wood|(?:oak|maple|hickory) floor(?:s|ing)?',
      yieldsTo: ['refinish'],
      action: 'install',
      steps: [
        'Install the hardwood over a vapor retarder, nailed or glued to the manufacturer’s schedule, with end joints staggered and an expansion gap at every wall.',
      ],
    },
    {
      id: 'refinish',
      label: 'hardwood floors',
      task: 'floor refinishing',
      pattern:
        '(?:refinish(?:ing)?|resurfac(?:e|ing)|sand(?:ing)? (?:and|&) (?:re)?finish(?:ing)?|recoat(?:ing)?) (?:the |our |my )?(?:(?:old|original|red|white|oak|maple|hardwood|wood|pine) )*floor(?:s|ing)?|floor refinishing|screen(?:ing)? and recoat(?:ing)?',
      action: 'refinish',
      summary: 'refinish the hardwood floors{where}',
      steps: [
        'Sand the floors to bare wood with a dust-containment sander, fill gaps and nail holes as agreed, and vacuum and tack the surface.',
        'Apply the stain chosen by the customer and three coats of finish, with a light abrasion between coats.',
      ],
      completion: [
        'The refinished floor has an even color and sheen, with no sander marks, swirl marks or trapped debris visible in normal light.',
      ],
      schedule: [
        'Refinished rooms take light foot traffic after about 24 hours and furniture after the time on the finish label (usually 3 to 7 days).',
      ],
    },
    {
      id: 'tile-floor',
      label: 'tile',
      task: 'tile installation',
      pattern: '(?:(?:porcelain|ceramic|stone|marble|travertine|slate|subway|mosaic|floor|wall) )*til(?:e|es|ing)(?! roof)',
      alsoFor: ['bathroom-remodel', 'kitchen-remodel'],
      action: 'install',
      steps: [
        'Set the tile in thinset over a suitable backer or an uncoupling membrane where the substrate calls for it, keeping grout lines consistent and lippage within tolerance.',
        'Grout the tile, seal the grout where the product calls for it, and caulk changes of plane and joints with other materials.',
      ],
      completion: ['The tile is flat and firmly bonded, with no cracked or hollow-sounding tiles and consistent grout lines.'],
      suggestion: 'Name the tile product, size and layout pattern, the grout color, and the square footage including waste.',
    },
    {
      id: 'lvp',
      label: 'vinyl plank flooring',
      task: 'vinyl plank flooring installation',
      pattern:
        'lvp|lvt|luxury vinyl(?: plank| tile)?(?: floor(?:s|ing)?)?|vinyl plank(?: floor(?:s|ing)?)?|laminate(?: floor(?:s|ing)?)?|sheet vinyl',
      action: 'install',
      steps: [
        'Lay the floating floor over the specified underlayment with expansion gaps at the walls, undercutting door casings so the flooring slips beneath them.',
      ],
    },
    {
      id: 'carpet',
      label: 'carpet',
      task: 'carpet installation',
      pattern: '(?:wall-to-wall |berber |new )?carpet(?:ing)?',
      action: 'replace',
      steps: ['Install new tack strip and pad, then power-stretch the carpet with seams placed out of the main traffic paths.'],
      completion: [
        'The carpet is tight with no ripples, seams are hard to see, and the edges are tucked cleanly at walls and transitions.',
      ],
    },
    {
      id: 'subfloor',
      label: 'subfloor',
      task: 'subfloor repair',
      pattern: 'subfloor(?:ing)?|soft spots?|squeak(?:y|ing|s)? floors?',
      action: 'repair',
      steps: [
        'Cut out and replace the damaged subfloor with plywood of matching thickness, glued and screwed to the joists, and re-fasten squeaking areas.',
      ],
    },
  ],
});
