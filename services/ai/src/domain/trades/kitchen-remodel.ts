import { defineTrade } from './schema.ts';

export const kitchenRemodel = defineTrade({
  id: 'kitchen-remodel',
  noun: 'kitchen remodeling work',
  title: 'Kitchen remodel',
  location: 'kitchen',
  summary: 'remodel {place}',
  keywords: [
    'kitchen remodel(?:ing)?',
    'kitchen renovation',
    'remodel(?:ing)? (?:the |our |my )?kitchen',
    'renovat(?:e|ing) (?:the |our |my )?kitchen',
    'new kitchen',
  ],
  hiddenConditions: true,
  prep: [
    'Set up a temporary kitchen area elsewhere in the home if agreed, and seal the kitchen off from the rest of the home with dust barriers.',
    'Disconnect and cap the plumbing, gas and electrical in {room}, then remove the cabinets, counters and finishes being replaced.',
    'Inspect the opened walls and floor and report any hidden damage to the customer before continuing.',
  ],
  core: [
    'Install the new cabinets, countertops, backsplash, sink, faucet and appliances in the layout agreed in writing.',
    'Make the plumbing, electrical and ventilation connections to code, including GFCI-protected countertop receptacles.',
  ],
  finish: [
    'Install trim, hardware, fillers and toe kicks, and adjust every cabinet door and drawer.',
    'Caulk and seal the wet areas and test every appliance, fixture and circuit in the kitchen.',
  ],
  materials: [
    'Cabinets, countertops, backsplash, fixtures and appliances as selected in writing (brand, model, color).',
    'Rough plumbing and electrical materials, drywall, trim, fasteners and finishes.',
  ],
  exclusions: [
    'Moving walls, windows or gas lines, or structural changes, unless listed.',
    'Appliances and fixtures the owner supplies, which the contractor installs but does not warrant.',
    'Asbestos or lead abatement, priced as a change order if found.',
  ],
  siteProtection: [
    'Seal the kitchen off with plastic dust barriers and zip doors, and run an air scrubber during demolition and sanding.',
    'Protect the floors from the entrance to the kitchen with hardboard or floor protection film.',
  ],
  completion: [
    'All cabinets, doors and drawers are level, aligned and operate smoothly; the counters are level with tight, sealed seams.',
    'Every appliance, fixture and circuit in the kitchen works, the final inspections are passed, and the punch list is complete.',
  ],
  schedule: [
    'Cabinets and countertops have lead times of several weeks; demolition starts only once the cabinets are delivered, so the kitchen is out of use for as short a time as possible.',
    'Countertops are templated after the base cabinets are set and installed one to two weeks later.',
  ],
  permit: {
    usual: true,
    text: 'A kitchen remodel that changes plumbing, electrical, gas or ventilation needs building, plumbing and electrical permits, with rough-in and final inspections.',
  },
  suggestions: [
    'Attach the kitchen layout drawing and a selection sheet (cabinet line and finish, countertop material and edge, sink, faucet, backsplash, appliances).',
    'Add allowances for items not yet chosen (for example a countertop allowance per square foot) so upgrades are priced as changes.',
  ],
  items: [
    {
      id: 'cabinets',
      label: 'cabinets',
      task: 'cabinet installation',
      pattern: '(?:(?:shaker|custom|semi-custom|stock|flat-panel|white|wood|upper|lower|base|wall|kitchen) )*cabinets?|cabinetry',
      action: 'install',
      steps: [
        'Install the cabinets level and plumb, fastened into the studs, with fillers and scribe molding at walls and ceilings.',
        'Install the cabinet hardware and adjust the doors and drawers so gaps are even.',
      ],
      repairSteps: ['Repair the cabinet boxes, hinges, drawer slides or doors, matching the existing finish as closely as practical.'],
    },
    {
      id: 'countertops',
      label: 'countertops',
      task: 'countertop installation',
      pattern:
        '(?:(?:granite|quartz|quartzite|marble|butcher ?block|solid surface|laminate|soapstone|concrete|stone) )?(?:counter-?tops?|counters)|(?:granite|quartz|quartzite|marble|solid surface|stone|cultured marble) (?:vanity )?tops?|(?:granite|quartz|quartzite|butcher ?block|solid surface)(?= |$)(?! (?:tile|floor))',
      alsoFor: ['bathroom-remodel'],
      action: 'install',
      steps: [
        {
          text: 'Template the countertops after the base cabinets are set, and install them with seams placed away from the sink and cooktop, the sink cut-out made and every edge and seam sealed.',
          rooms: ['kitchen'],
        },
        {
          text: 'Template and install the vanity countertop with its sink cut-out, faucet holes and a backsplash, sealed to the wall.',
          rooms: ['bathroom'],
        },
        {
          text: 'Template and install the countertops with the seams and cut-outs agreed, and every edge and seam sealed.',
          notRooms: ['kitchen', 'bathroom'],
        },
      ],
      materials: [
        'Countertops of the material, color, thickness and edge profile named in this scope or chosen in writing at the fabricator.',
      ],
    },
    {
      id: 'backsplash',
      label: 'backsplash',
      task: 'backsplash installation',
      pattern: '(?:(?:tile|subway tile|glass tile|stone|full-height) )?backsplash',
      action: 'install',
      steps: [
        'Install the backsplash tile from the countertop to the underside of the wall cabinets, with box extenders at the outlets, then grout it and caulk the joint at the countertop.',
      ],
    },
    {
      id: 'kitchen-island',
      label: 'kitchen island',
      task: 'island installation',
      pattern: '(?:kitchen )?islands?|peninsulas?',
      action: 'install',
      steps: [
        'Build and anchor the island to the floor, and run the plumbing and electrical it needs, with the receptacles the code requires at island countertops.',
      ],
    },
    {
      id: 'pantry',
      label: 'pantry',
      task: 'pantry build-out',
      pattern: '(?:walk-in )?pantr(?:y|ies)',
      action: 'build',
      steps: ['Build out the pantry with shelving anchored into studs at the heights agreed, and a light on its own switch if included.'],
    },
  ],
});
