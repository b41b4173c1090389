import { defineTrade } from './schema.ts';

export const carpentry = defineTrade({
  id: 'carpentry',
  noun: 'carpentry work',
  title: 'Carpentry',
  keywords: [
    'carpent(?:ry|er)',
    'woodwork',
    'finish carpentry',
    'millwork',
    'joinery',
    'framing',
    'custom-?built',
    'built-?ins?',
    'mo(?:u)?ldings?',
  ],
  hiddenConditions: true,
  prep: [
    'Confirm the dimensions, layout and wood species or material of each piece with the customer on site before cutting.',
    'Protect the floors and finishes in {room} and set up a cutting station outside or in an agreed area to keep dust out of the living space.',
  ],
  core: ['Build and install the carpentry described in this scope in {room}, fastened into framing, plumb, level and with tight joints.'],
  finish: [
    'Fill nail holes, caulk joints to adjacent surfaces and sand the work ready for paint or finish.',
    'Clean up sawdust and offcuts at the end of each day.',
  ],
  materials: [
    'Lumber, sheet goods and moldings of the species, profile and grade named in this scope, or paint-grade material where it will be painted.',
    'Fasteners, construction adhesive, wood filler and caulk.',
  ],
  exclusions: [
    'Painting, staining or clear-finishing the new work, unless listed.',
    'Electrical, plumbing or HVAC changes inside walls being framed or opened, unless listed.',
  ],
  siteProtection: ['Cover floors along the work area with drop cloths or floor protection and vacuum sawdust daily.'],
  completion: ['The new work is plumb, level and securely fastened, with tight joints and no visible gaps or hammer marks.'],
  schedule: [
    'Custom pieces are built to measurements taken on site, which can add shop time before installation.',
    'Painting or finishing after installation, where included, needs its own drying time before the area is used.',
  ],
  permit: {
    usual: false,
    text: 'Trim and cabinetry work usually needs no permit; framing new walls, removing walls or changing structure usually does.',
  },
  suggestions: [
    'Add the wood species or material, the profile or style, and dimensions for each piece, or attach a sketch.',
    'Say whether the new work is delivered ready to paint or painted and finished as part of the price.',
  ],
  items: [
    {
      id: 'crown-molding',
      label: 'crown molding',
      task: 'crown molding installation',
      pattern: 'crown mo(?:u)?ldings?|crown',
      action: 'install',
      steps: [
        'Install the crown molding with coped inside corners and glued outside miters, nailed into the top plate and ceiling joists or blocking.',
      ],
    },
    {
      id: 'baseboard',
      label: 'baseboards',
      task: 'baseboard installation',
      pattern: '(?:new )?baseboards?|base mo(?:u)?ldings?|shoe mo(?:u)?ldings?|quarter round',
      action: 'install',
      steps: [
        'Install the baseboards nailed into the studs, with coped inside corners, mitered outside corners and scarf joints on long runs.',
      ],
    },
    {
      id: 'door-casing',
      label: 'door and window casing',
      task: 'trim installation',
      pattern: '(?:door |window )?casings?|trim work|interior trim|window trim|door trim',
      action: 'install',
      steps: ['Install the casing with even reveals and tight miters, nailed into the jambs and framing.'],
    },
    {
      id: 'built-ins',
      label: 'built-in shelving',
      task: 'built-in installation',
      pattern:
        '(?:custom )?built-?ins?(?: (?:book)?shel(?:f|ves)| cabinets?)?|(?:built-in |custom )?book ?(?:shel(?:f|ves)|cases?)|window seats?|entertainment centers?|mudroom benches?|(?:custom )?cubbies',
      action: 'build',
      steps: [
        'Build the built-in cases from cabinet-grade plywood with hardwood face frames, scribe them to the walls and floor, and anchor them to the framing.',
        'Install adjustable or fixed shelves as agreed, sized so they do not sag under a full load of books.',
      ],
      suggestion: 'Attach a sketch of the built-ins with dimensions, shelf spacing and any doors, drawers or lighting.',
    },
    {
      id: 'closet-system',
      label: 'closet system',
      task: 'closet system installation',
      pattern: 'closet (?:systems?|organizers?|shelving|shel(?:f|ves)|build-?outs?)',
      action: 'install',
      steps: ['Install the closet system’s rails, shelves and rods anchored into studs, at the heights agreed with the customer.'],
    },
    {
      id: 'wainscoting',
      label: 'wall paneling',
      task: 'wall paneling installation',
      pattern: 'wainscot(?:ing)?|shiplap|board and batten|beadboard|accent walls?|wall panel(?:ing|s)',
      action: 'install',
      steps: [
        'Lay out the paneling level and evenly spaced, fasten it into the studs, and finish the top and bottom with cap and base moldings.',
      ],
    },
    {
      id: 'stair-parts',
      label: 'stair treads',
      task: 'stair repair',
      pattern: 'stair treads?|treads?|risers?|banisters?|balusters?|newel posts?|stair rail(?:ing)?s?|handrails?',
      notAfter: '(?:deck|porch)[^.;!?]{0,20}$',
      action: 'repair',
      steps: [
        'Replace the damaged stair treads and risers, glued and screwed to the stringers to stop squeaks, with nosings matched to the existing ones.',
        'Secure or replace the handrail and balusters so they meet the code’s height and opening limits.',
      ],
      repairSteps: [
        'Replace the damaged stair treads and risers, glued and screwed to the stringers to stop squeaks, with nosings matched to the existing ones.',
        'Secure or replace the handrail and balusters so they meet the code’s height and opening limits.',
      ],
    },
    {
      id: 'framing',
      label: 'wall framing',
      task: 'framing',
      pattern: '(?:partition|closet|load[- ]bearing) walls?|(?:new )?headers?|(?:support |structural )?beams?|wall framing|framing',
      action: 'build',
      steps: [
        'Frame the walls with studs at 16 inches on center, plates fastened to the floor and ceiling framing, and headers sized for any opening.',
        'Where a load-bearing wall is changed, install temporary shoring and the beam sized by the engineer or the span tables before removing any support.',
      ],
      exclusions: ['Engineering fees for beam sizing where the building department requires an engineer, unless listed.'],
      permit:
        'Framing new walls or changing a load-bearing wall needs a building permit, and a framing inspection before the walls are closed.',
    },
    {
      id: 'wood-rot',
      label: 'rotted wood',
      task: 'wood rot repair',
      pattern: '(?:rot(?:ted|ten|ting)? (?:wood|trim|boards?|sills?|window sills?|door frames?|jambs?|fascia|posts?)|wood rot|dry rot|rot)',
      action: 'repair',
      steps: [
        'Cut out the rotted wood back to sound material, find and stop the water source where it is visible, and replace the wood with primed or rot-resistant material of matching profile.',
        'Prime all cut ends and caulk the joints so water runs off the repair.',
      ],
      exclusions: ['Rot found beyond the areas named in this scope, which is priced as a change order.'],
    },
  ],
});
