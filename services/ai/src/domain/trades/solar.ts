import { defineTrade } from './schema.ts';

export const solar = defineTrade({
  id: 'solar',
  noun: 'solar installation work',
  title: 'Solar',
  location: 'roof',
  keywords: [{ pattern: 'solar', weight: 3 }, 'photovoltaic', 'pv', 'kw', 'kwh', 'net metering', 'inverters?', 'microinverters?'],
  hiddenConditions: true,
  prep: [
    'Survey the site: roof or ground area, shading, structure, the electrical panel and the utility meter, and confirm the system design in writing before ordering equipment.',
    {
      text: 'Check the roof covering’s age and condition before mounting; a roof near the end of its life should be replaced first, which is priced separately.',
      rooms: ['roof'],
    },
  ],
  core: [
    'Install the solar system described in this scope: racking, modules, inverters or microinverters, and the wiring to the point of interconnection.',
    'Label the system and its disconnects as the electrical and fire codes require, including rapid-shutdown labeling.',
  ],
  finish: [
    'Commission the system after the utility’s permission to operate, confirm production in the monitoring app, and show the owner how to read it.',
    'Hand over the equipment warranties, the as-built single-line diagram and the monitoring login.',
  ],
  materials: [
    'Modules, inverters, racking and batteries of the brands and models named in this scope or listed in the system design agreed in writing.',
    'Flashed roof attachments or ground-mount footings, conduit, wire, disconnects, breakers and labels listed for the system.',
  ],
  exclusions: [
    'Roof repairs or replacement before mounting, and main panel or service upgrades, unless listed.',
    'Tree trimming or removal to reduce shading, unless listed.',
    'Utility fees, and any promise of tax credits, rebates or bill savings, which depend on the owner’s circumstances and the utility’s tariff.',
  ],
  siteProtection: [
    'Use fall protection on the roof and keep the area below roped off while anyone is working overhead.',
    'Protect the lawn and plantings where equipment and materials are staged.',
  ],
  completion: [
    'The system passes the building and electrical inspections, receives the utility’s permission to operate, and reports production in the monitoring app.',
    'Every roof penetration is flashed and sealed, with no leaks after the first rain.',
  ],
  schedule: [
    'Installation takes one to three working days once permits are issued; the utility’s permission to operate can take several weeks after the final inspection.',
    'Equipment lead times and the permit and utility review are outside the contractor’s control and move the schedule without a change in price.',
  ],
  permit: {
    usual: true,
    text: 'Solar installations need building and electrical permits and the utility’s interconnection approval before the system is turned on.',
  },
  suggestions: [
    'Attach the system design: the module and inverter models, the system size in kW, the estimated yearly production and the layout.',
    'State the workmanship warranty and the roof-penetration warranty in years, separately from the manufacturers’ warranties.',
  ],
  items: [
    {
      id: 'solar-panels',
      label: 'solar panels',
      task: 'solar panel installation',
      pattern:
        '(?:rooftop |roof-mounted |ground-mounted |ground-mount )?(?:solar (?:panels?|modules?|arrays?|systems?|pv(?: systems?)?|power systems?|installation)|pv (?:panels?|systems?|arrays?)|photovoltaic (?:panels?|systems?))|(?:\\d+(?:\\.\\d+)? ?kw) (?:solar )?(?:systems?|arrays?)',
      action: 'install',
      steps: [
        'Mount the racking on flashed attachments fastened into the rafters (or on ground-mount footings), and install the solar panels in the agreed layout with the code-required setbacks.',
        'Install the inverters or microinverters, rapid-shutdown equipment and disconnects, and connect the system to the electrical panel at an interconnection point the code allows.',
      ],
      repairSteps: [
        'Diagnose the solar system’s fault (modules, inverters, wiring or monitoring), and repair or replace the failed parts under warranty where it applies.',
      ],
      suggestion: 'Add the system size in kW, the panel and inverter models, and who handles the utility interconnection application.',
    },
    {
      id: 'solar-battery',
      label: 'battery storage',
      task: 'battery storage installation',
      pattern: '(?:home |solar |backup )?batter(?:y|ies)(?: storage)?|powerwall|energy storage',
      action: 'install',
      steps: [
        'Install the battery storage system in a location its listing allows, with its gateway, disconnects and a backed-up loads panel where the design calls for one.',
        'Configure the battery for backup and self-consumption as agreed, and test a switch-over to backup power.',
      ],
      permit: 'Battery storage needs electrical and often fire-code review of its location and clearances.',
    },
  ],
});
