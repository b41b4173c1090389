import { defineTrade } from './schema.ts';

const HOT_COLD = ['faucet', 'sink', 'shower-valve', 'repipe', 'kitchen-remodel', 'bathroom-remodel'];

export const plumbing = defineTrade({
  id: 'plumbing',
  noun: 'plumbing work',
  title: 'Plumbing',
  keywords: [
    'plumb(?:er|ing)?',
    'pipes?',
    'leak(?:s|ing|y)?',
    'drains?',
    'clog(?:ged)?',
    'water lines?',
    'supply lines?',
    'sewer',
    'shut-?off valves?',
    'p-?trap',
    'repipe',
    'no hot water',
  ],
  hiddenConditions: true,
  prep: [
    'Shut off the water supply to the fixtures and lines being worked on, and drain the affected lines before opening them.',
    {
      text: 'Shut off the gas at the appliance valve before disconnecting any gas appliance, and check for leaks when it is reconnected.',
      only: ['water-heater', 'gas-line'],
    },
    'Locate the supply, drain and vent lines serving {room} and protect the finishes around each access point.',
  ],
  core: [
    'Diagnose the plumbing problem described in this scope and show the customer the cause before repairs begin.',
    'Repair or replace the damaged pipe, fittings and valves with parts that match the existing system and meet the plumbing code.',
  ],
  finish: [
    'Restore the water supply, bleed air from the lines and check every new or disturbed joint for leaks under full pressure.',
    'Run each fixture worked on to confirm flow and drainage before the walk-through.',
  ],
  materials: [
    'Pipe and fittings matched to the existing system (copper, PEX or CPVC supply; PVC or ABS drain) as the plumbing code allows.',
    'Shut-off valves, supply connectors, hangers, sealants and thread tape as needed.',
  ],
  exclusions: [
    'Opening walls, ceilings or floors beyond small access openings, and finish repairs (drywall, paint or tile) after access openings, unless listed.',
    'Replacing corroded or undersized pipe found beyond the fixtures and lines named in this scope.',
    { text: 'Sewer lateral, septic system and municipal water main work.', unless: ['drain'] },
  ],
  siteProtection: ['Lay drop cloths and towels under every fixture worked on and keep a wet vacuum on hand for residual water.'],
  completion: [
    'No visible leaks at any new or disturbed joint after a full-pressure test and after the fixtures have been run.',
    { text: 'Every fixture worked on drains freely and delivers hot water on the left and cold on the right.', only: HOT_COLD },
  ],
  schedule: [
    'Water is off only to the lines being worked on and only while they are open; the contractor tells the occupants before shutting it off.',
    'Parts not stocked locally (special-order fixtures or valves) can add lead time, which the contractor confirms before the start date.',
  ],
  permit: {
    usual: true,
    text: 'Local plumbing codes usually require a permit to add, move or replace supply, drain, vent or gas piping; like-for-like fixture swaps and small repairs usually need none.',
  },
  suggestions: [
    'Add the exact fixture model numbers and finishes (brand, model, color) so the right parts are ordered and priced.',
    'Say who supplies the fixtures and whether the contractor hauls away the old ones.',
  ],
  items: [
    {
      id: 'water-heater',
      label: 'water heater',
      task: 'water heater replacement',
      pattern: '(?:tankless )?water heaters?|hot water (?:heaters?|tanks?)|tankless heaters?',
      action: 'replace',
      steps: [
        'Drain and disconnect the existing water heater, and haul it away for disposal.',
        'Set the new water heater on a level base, with a drain pan piped to a safe place where it sits over finished space, and connect new supply lines with a shut-off valve on the cold inlet.',
        'Install a new temperature and pressure relief valve with its discharge pipe run to an approved point, and an expansion tank where the water system is closed.',
        'For a gas water heater, connect the gas with a sediment trap and check the vent for proper draft; for an electric model, confirm the circuit and breaker match the nameplate.',
        'Fill the tank before turning on the heat source, set the thermostat to 120 °F unless the owner asks otherwise, and check every connection for leaks.',
      ],
      repairSteps: [
        'Diagnose the water heater (thermostat, heating element or burner, igniter, relief valve, anode) and tell the customer the cause and the repair price before replacing parts.',
        'Replace the failed parts with ones listed for the model, then test a full heating cycle and the relief valve.',
      ],
      materials: [
        'The new water heater of the fuel type, capacity and efficiency named in this scope, or agreed in writing before ordering.',
      ],
      exclusions: ['Relocating the water heater or converting it to another fuel, unless listed.'],
      completion: [
        'The water heater reaches the set temperature, the relief valve discharges to its approved point, and the venting drafts properly where it burns gas.',
      ],
      schedule: [
        'Replacing the water heater takes about one working day; hot water is off from the time the old tank is drained until the new one is heated.',
      ],
      permit:
        'Replacing a water heater needs a plumbing permit in most places, with an inspection of the relief valve, venting and gas connection.',
      suggestion:
        'Add the water heater’s brand, model, fuel type and capacity (for example a 50-gallon gas tank or a tankless model with its flow rating).',
    },
    {
      id: 'faucet',
      label: 'faucet',
      task: 'faucet replacement',
      pattern: 'faucets?',
      alsoFor: ['kitchen-remodel', 'bathroom-remodel'],
      action: 'replace',
      steps: [
        'Remove the old faucet and install the new one with new supply lines and, where worn, new shut-off valves under the sink.',
        'Check the faucet for leaks above and below the sink and clean the aerator after flushing the lines.',
      ],
      repairSteps: [
        'Repair the faucet by replacing its cartridge, washers or O-rings with parts for its make and model, and re-seat the handle and spout.',
        'Check the faucet and its supply connections for leaks, and tell the customer if replacing the faucet would cost less than the repair.',
      ],
      completion: ['The faucet runs hot and cold as marked, with no drip at the spout and no leak under the sink.'],
    },
    {
      id: 'toilet',
      label: 'toilet',
      task: 'toilet replacement',
      pattern: 'toilets?|wax rings?',
      alsoFor: ['bathroom-remodel'],
      action: 'replace',
      steps: [
        'Remove the old toilet, inspect the closet flange and repair or replace it if damaged.',
        'Set the new toilet on a new wax or foam seal with new closet bolts and a new supply line, then caulk the base.',
      ],
      repairSteps: [
        'Repair the toilet by replacing the fill valve, flapper, flush parts or seal as the fault needs.',
        'Check that the toilet fills, flushes and seals without running or rocking.',
      ],
      completion: ['The toilet is solid on the floor, flushes fully and refills without running or leaking at the base or tank.'],
    },
    {
      id: 'sink',
      label: 'sink',
      task: 'sink replacement',
      pattern: '(?:(?:kitchen|bathroom|bar|laundry|utility|pedestal|undermount|farmhouse) )?sinks?',
      notAfter: '(?:under|below|beneath|from|in|at|behind|near|around|to) (?:the |my |our )?(?:kitchen |bathroom |bath )?',
      alsoFor: ['kitchen-remodel', 'bathroom-remodel'],
      action: 'replace',
      steps: ['Install the new sink with a new drain assembly and trap, sealed to its countertop or wall bracket, and test it for leaks.'],
      completion: ['The sink drains freely with no leaks at the drain, trap or supply connections.'],
    },
    {
      id: 'garbage-disposal',
      label: 'garbage disposal',
      task: 'garbage disposal installation',
      pattern: '(?:garbage )?disposals?|disposers?',
      alsoFor: ['kitchen-remodel', 'appliance'],
      action: 'install',
      steps: [
        'Install the garbage disposal on the sink drain, connect it to its switched receptacle and to the dishwasher drain where there is one, and test it for leaks.',
      ],
    },
    {
      id: 'shower-valve',
      label: 'shower valve',
      task: 'shower valve replacement',
      pattern: 'shower (?:valves?|cartridges?)|mixing valves?|shower ?heads?|tub spouts?',
      alsoFor: ['bathroom-remodel'],
      action: 'replace',
      steps: [
        'Replace the shower valve with a pressure-balancing or thermostatic valve set to limit the outlet temperature, and install the new trim, head and spout.',
      ],
      repairSteps: ['Repair the shower valve by replacing its cartridge and seals, and set the anti-scald limit stop.'],
      completion: ['The shower runs hot and cold at full flow with the anti-scald limit set and no drips when off.'],
    },
    {
      id: 'leak',
      label: 'leak',
      task: 'leak repair',
      pattern: 'leak(?:s|ing|y)?|drips?|dripping',
      weak: true,
      action: 'repair',
      steps: ['Find the source of the leak, show it to the customer, and repair it with new pipe, fittings or seals.'],
    },
    {
      id: 'drain',
      label: 'clogged drain',
      task: 'drain clearing',
      pattern:
        '(?:clogged|slow|blocked|backed[- ]up) (?:[a-z]+ ){0,2}(?:drains?|lines?|sinks?|toilets?|tubs?|showers?)|clogs?|clogged|drain cleaning|sewer lines?|main (?:sewer |drain )?lines?',
      action: 'repair',
      summary: 'clear the {phrase}{where}',
      steps: [
        'Clear the blocked drain with a cable machine or hydro-jetting suited to the line size, working from the nearest cleanout.',
        'Run water through the line to confirm full flow, and offer a camera inspection if the blockage returns or roots are found.',
      ],
      completion: ['The drain runs freely with no backup when the fixtures it serves are run together.'],
      suggestion:
        'Say whether a camera inspection of the line is included and what happens if the line turns out to be broken rather than blocked.',
    },
    {
      id: 'repipe',
      label: 'water supply piping',
      task: 'repiping',
      summary: 'replace the water supply piping{where}',
      pattern: 're-?pip(?:e|ing)|galvani[sz]ed (?:pipes?|plumbing)|polybutylene(?: pipes?)?|supply pip(?:es|ing)',
      action: 'replace',
      steps: [
        'Replace the water supply piping named in this scope with PEX or copper, with new shut-off valves at each fixture and a new main shut-off where needed.',
        'Pressure-test the new piping before any wall or ceiling is closed, and bond the piping as the electrical code requires.',
      ],
      exclusions: ['Patching and painting walls and ceilings opened for the new piping, unless listed.'],
      schedule: ['Repiping is done in stages so that water is back on at the end of each working day.'],
      suggestion: 'Say how many fixtures the repipe covers and whether drywall patching and painting after the access holes are included.',
    },
    {
      id: 'sump-pump',
      label: 'sump pump',
      task: 'sump pump replacement',
      pattern: 'sump pumps?|sump pits?|battery backup(?: pump)?',
      action: 'replace',
      steps: [
        'Install the new sump pump in the pit with a check valve, and run the discharge line to an outlet that carries the water away from the foundation.',
        'Test the sump pump by filling the pit until it switches on and off, and confirm the float is free.',
      ],
      completion: [
        'The sump pump switches on and off by itself with water in the pit, and the discharge does not flow back toward the house.',
      ],
    },
    {
      id: 'gas-line',
      label: 'gas line',
      task: 'gas line installation',
      pattern: 'gas (?:lines?|pip(?:es|ing))',
      action: 'install',
      steps: [
        'Install the gas piping sized for the connected appliances, with a shut-off valve and sediment trap at each appliance.',
        'Pressure-test the new gas line before it is put into service and leak-check every joint with gas on.',
      ],
      permit: 'New gas piping needs a permit and a pressure-test inspection before it is put into service.',
    },
    {
      id: 'hose-bib',
      label: 'outdoor faucet',
      task: 'outdoor faucet replacement',
      pattern: 'hose bibs?|outdoor (?:faucets?|spigots?)|spigots?|sillcocks?',
      location: 'exterior',
      action: 'replace',
      steps: [
        'Replace the outdoor faucet with a frost-free sillcock with a built-in vacuum breaker, sloped to drain, and seal it to the wall.',
      ],
    },
    {
      id: 'water-treatment',
      label: 'water treatment system',
      task: 'water treatment installation',
      pattern:
        'water softeners?|water filtration(?: systems?)?|water treatment(?: systems?)?|whole[- ]house (?:water )?filters?|reverse osmosis',
      action: 'install',
      steps: [
        'Install the water treatment system on the supply line with a bypass valve, and run its drain line with an air gap.',
        'Program and flush the system as the manufacturer requires.',
      ],
    },
    {
      id: 'shutoff-valve',
      label: 'shut-off valve',
      task: 'valve replacement',
      pattern: '(?:main )?shut-?off valves?|main (?:water )?valves?|pressure (?:reducing |regulating )?valves?|prv',
      action: 'replace',
      steps: [
        'Replace the valve with a full-port ball valve (or a pressure-reducing valve set to the pressure agreed), and test it under full pressure.',
      ],
    },
    {
      id: 'leak-investigation',
      label: 'water stain',
      task: 'leak investigation',
      pattern: '(?:water |wet )(?:stains?|spots?|marks?|damage)|(?:ceiling|wall) stains?|dripping from the ceiling',
      action: 'inspect',
      summary: 'find and repair the source of the {phrase}{where}',
      steps: [
        'Trace the water to its source (supply or drain lines, a fixture seal, the tub or shower surround, or a valve) with a moisture meter and small inspection openings, and show the customer the cause.',
        'Repair the source with new pipe, fittings or seals, and leave the stained area open to dry before it is repaired.',
      ],
      exclusions: ['Repairing and painting the stained or opened ceiling or wall, unless listed.'],
      suggestion: 'Say whether the ceiling or wall repair and painting after the leak is fixed are part of this job.',
    },
    {
      id: 'pipe-repair',
      label: 'pipe',
      task: 'pipe repair',
      pattern: '(?:burst|frozen|broken|cracked|corroded) pipes?|pipes?',
      weak: true,
      action: 'repair',
      steps: [
        'Cut out the damaged section of pipe and replace it with new pipe and fittings, insulating it where it is exposed to freezing.',
      ],
    },
  ],
});
