import { defineTrade } from './schema.ts';

export const appliance = defineTrade({
  id: 'appliance',
  noun: 'appliance installation work',
  title: 'Appliance installation',
  keywords: [
    'appliances?',
    'dishwashers?',
    'washers?',
    'dryers?',
    'washing machines?',
    'stoves?',
    '(?:gas|electric|induction|dual[- ]fuel) ranges?',
    'ovens?',
    'cooktops?',
    'refrigerators?',
    'fridges?',
    'microwaves?',
    'ice makers?',
    'hook ?up',
  ],
  hiddenConditions: false,
  prep: [
    'Check that the existing water, drain, gas, electrical and venting connections suit the new appliances before the old ones are removed.',
    'Measure the openings and the delivery path so each new appliance fits and can be brought in without damage.',
  ],
  core: ['Disconnect and remove the old appliances, then install and connect the new ones to the manufacturer’s instructions.'],
  finish: [
    'Level each appliance, run it through a test cycle and check every connection for leaks.',
    'Show the customer the basic operation and leave the manuals and warranty cards.',
  ],
  materials: ['New supply lines, drain hoses, vent duct, gas connectors and cords as each manufacturer specifies.'],
  exclusions: [
    'New circuits, gas lines, venting through walls or cabinet modifications, unless listed.',
    'Defects in owner-supplied appliances.',
  ],
  siteProtection: [
    'Protect floors with sliders and floor protection when moving appliances, and protect door frames along the delivery path.',
  ],
  completion: ['Every appliance installed runs a full test cycle with no leaks, gas odor or error codes.'],
  schedule: ['Installation is scheduled after the appliances are delivered; each appliance takes a few hours to install and test.'],
  permit: { usual: false, text: 'Appliance swaps usually need no permit; new gas lines, circuits or vents do.' },
  suggestions: [
    'Add the appliance brand and model numbers, and whether the old appliances are hauled away.',
    'Say who receives the delivery and who is responsible for damage found when the appliance is unboxed.',
  ],
  items: [
    {
      id: 'dishwasher',
      label: 'dishwasher',
      task: 'dishwasher installation',
      pattern: 'dishwashers?',
      alsoFor: ['kitchen-remodel'],
      action: 'install',
      steps: [
        'Install the dishwasher with a new supply line, a high loop or air gap on the drain, and secure it to the counter or cabinet sides.',
      ],
      repairSteps: [
        'Diagnose the dishwasher (pump, inlet valve, drain, door seal, controls) and repair it with parts for its model after the customer approves the price.',
      ],
      completion: ['The dishwasher fills, washes and drains through a full cycle with no leaks at the door or under the unit.'],
    },
    {
      id: 'washer-dryer',
      label: 'washer and dryer',
      task: 'washer and dryer installation',
      pattern: '(?:(?:front-load|top-load|stackable|new) )?(?:washers?(?: and dryers?)?|dryers?|washing machines?)',
      action: 'install',
      steps: [
        'Connect the washer with new braided supply hoses and its drain hose secured in the standpipe.',
        'Connect the dryer with rigid or semi-rigid metal vent duct to the outside (and a new gas connector or cord to match the supply), and clean the vent run.',
      ],
      completion: ['The washer fills and drains without leaks, and the dryer heats and vents to the outside with good airflow.'],
    },
    {
      id: 'range',
      label: 'range',
      task: 'range installation',
      pattern: '(?:(?:gas|electric|induction|dual[- ]fuel) )?(?:ranges?|stoves?|ovens?|cooktops?|wall ovens?)',
      notAfter: '(?:price|budget|cost) $|over[- ]the[- ]$|over (?:the )?$',
      weak: true,
      alsoFor: ['kitchen-remodel'],
      action: 'install',
      steps: [
        'Install the range with a new gas connector or cord to match the supply, and the anti-tip bracket, and check the burners or elements.',
      ],
    },
    {
      id: 'microwave',
      label: 'microwave',
      task: 'microwave installation',
      pattern: '(?:over[- ]the[- ]range |built-in )?microwaves?',
      action: 'install',
      steps: [
        'Mount the microwave on its wall plate and through-bolts into the upper cabinet, vented outdoors or recirculating as the model allows.',
      ],
    },
    {
      id: 'range-hood',
      label: 'range hood',
      task: 'range hood installation',
      pattern: '(?:range |vent |kitchen |chimney )hoods?',
      alsoFor: ['kitchen-remodel'],
      action: 'install',
      steps: [
        'Install the range hood at the height the manufacturer specifies, ducted to the outside with a backdraft damper where it vents outdoors.',
      ],
    },
    {
      id: 'refrigerator',
      label: 'refrigerator',
      task: 'refrigerator installation',
      pattern:
        '(?:(?:french door|side-by-side|built-in|new) )?(?:refrigerators?|fridges?)|ice makers?|water lines? (?:to|for) the (?:fridge|refrigerator)',
      action: 'install',
      steps: [
        'Install the refrigerator level with its doors aligned, connecting the ice maker and water dispenser with a new supply line and shut-off where it has them.',
      ],
    },
  ],
});
