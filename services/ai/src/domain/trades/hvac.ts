import { defineTrade } from './schema.ts';

export const hvac = defineTrade({
  id: 'hvac',
  noun: 'heating and air-conditioning work',
  title: 'HVAC',
  keywords: [
    'hvac',
    'heating',
    'cooling',
    'air condition(?:er|ing)',
    'a/?c',
    'furnaces?',
    'heat pumps?',
    'ducts?',
    'ductwork',
    'thermostats?',
    'mini-?splits?',
    'condensers?',
    'air handlers?',
    'refrigerant',
    'freon',
    'seer2?',
    'btus?',
    'tons?',
  ],
  hiddenConditions: true,
  prep: [
    'Inspect the existing equipment, ductwork, electrical supply, condensate drainage and venting before work starts.',
    {
      text: 'Size new equipment from a room-by-room load calculation (Manual J or equivalent) rather than from the size of the old equipment.',
      only: ['ac-unit', 'furnace', 'heat-pump', 'air-handler', 'boiler'],
    },
  ],
  core: [
    'Diagnose the heating or cooling problem described in this scope, and repair or replace the failed components after the customer approves the price.',
    'Check the refrigerant charge, airflow and electrical connections on the system worked on.',
  ],
  finish: [
    'Start up and commission the system: verify refrigerant charge, static pressure, temperature split and safety controls against the manufacturer’s specifications.',
    'Show the customer how to operate the thermostat and change the filter, and hand over the manuals and warranty registration.',
  ],
  materials: [
    'Equipment of the brand, model, capacity and efficiency rating named in this scope, or agreed in writing before ordering.',
    'Line sets, equipment pads, disconnects, condensate lines, duct fittings, mastic, filters and refrigerant as required.',
  ],
  exclusions: [
    'Electrical panel upgrades and new circuits beyond connecting to an existing suitable circuit, unless listed.',
    { text: 'Duct replacement and structural changes, unless listed.', unless: ['ducts'] },
    'Removal of asbestos found on old ducts or equipment, which is priced separately by a licensed abatement contractor.',
    'Patching drywall or finishes after duct or line-set work, unless listed.',
  ],
  siteProtection: [
    'Protect floors along the path to the equipment, and keep the home heated or cooled by temporary means if the system is down overnight in extreme weather.',
  ],
  completion: [
    'The system heats and cools to the thermostat setting, with the measured temperature split and refrigerant charge within the manufacturer’s range.',
    'Start-up readings are written on the invoice and the equipment warranty is registered in the owner’s name.',
  ],
  schedule: [
    'A like-for-like equipment change takes one to two working days; the system is off while it is changed.',
    'Equipment not in stock locally can add lead time, which the contractor confirms before the start date.',
  ],
  permit: {
    usual: true,
    text: 'Replacing or adding heating or cooling equipment usually needs a mechanical permit, and refrigerant must be handled by an EPA Section 608 certified technician.',
  },
  suggestions: [
    'Add the equipment brand, model numbers, tonnage or BTU capacity and SEER2/HSPF2 or AFUE rating.',
    'Ask for the load calculation and the start-up readings in writing, and who registers the manufacturer warranty.',
  ],
  items: [
    {
      id: 'ac-unit',
      label: 'air conditioner',
      task: 'air conditioner replacement',
      pattern:
        '(?:central )?(?:a/?c|air condition(?:er|ing)) (?:units?|systems?|condensers?|compressors?)|(?:central )?air condition(?:er|ing)|(?:outdoor |ac |a/c )?condensers?|(?:central )?a/?c',
      action: 'replace',
      steps: [
        'Recover the refrigerant from the old air conditioner and remove the old condenser and its matching indoor coil.',
        'Set the new condenser on a level pad, replace or flush the line set, pull a vacuum to 500 microns and charge to the manufacturer’s specification.',
        'Connect the condensate drain with a float switch or secondary pan where the indoor coil sits over finished space.',
      ],
      repairSteps: [
        'Diagnose the air conditioner (refrigerant charge, capacitor, contactor, fan motor, coils and drain) and give the customer the repair price before replacing parts.',
        'Repair the fault, clean the coils where needed, and check the charge and temperature split afterward.',
      ],
      completion: ['The air conditioner cools with a temperature split within the manufacturer’s range and the condensate drains freely.'],
    },
    {
      id: 'furnace',
      label: 'furnace',
      task: 'furnace replacement',
      pattern: '(?:gas |electric |oil )?furnaces?',
      action: 'replace',
      steps: [
        'Disconnect and remove the old furnace, and install the new furnace with its venting, gas connection, condensate drain (for a high-efficiency unit) and filter rack.',
        'Test the furnace’s combustion, gas pressure, temperature rise and carbon monoxide levels, and confirm the flue drafts properly.',
      ],
      repairSteps: [
        'Diagnose the furnace (igniter, flame sensor, pressure switch, blower, controls) and give the customer the repair price before replacing parts.',
        'Repair the fault and test a full heating cycle, including the safety controls and carbon monoxide levels.',
      ],
      completion: ['The furnace heats through a full cycle with combustion and carbon monoxide readings within the manufacturer’s limits.'],
    },
    {
      id: 'heat-pump',
      label: 'heat pump',
      task: 'heat pump installation',
      pattern: '(?:ducted |ductless )?heat pumps?|(?:ductless )?mini-?splits?|ductless(?: systems?| units?)?',
      action: 'install',
      steps: [
        'Mount the heat pump’s outdoor unit on a pad or wall brackets and the indoor heads where agreed, and run the line set, control wire and condensate drain through sealed wall penetrations.',
        'Evacuate and charge the heat pump to the manufacturer’s specification, and set up the controls for heating and cooling.',
      ],
      completion: ['The heat pump heats and cools from each indoor head or register, with the condensate draining freely.'],
    },
    {
      id: 'air-handler',
      label: 'air handler',
      task: 'air handler replacement',
      pattern: 'air handlers?|evaporator coils?|indoor coils?|blower motors?',
      action: 'replace',
      steps: [
        'Replace the air handler or coil, sealed to the existing plenum and ducts, with a new filter rack and condensate connection.',
      ],
    },
    {
      id: 'boiler',
      label: 'boiler',
      task: 'boiler replacement',
      pattern: 'boilers?|radiators?|baseboard heat(?:ers|ing)?|radiant (?:floor )?heat(?:ing)?',
      action: 'replace',
      steps: [
        'Install the boiler with its venting, gas or oil connection, circulators, expansion tank and relief valve, and purge the air from every heating zone.',
        'Test the boiler’s combustion and safety controls and confirm every radiator or zone heats.',
      ],
    },
    {
      id: 'ducts',
      label: 'ductwork',
      task: 'ductwork',
      pattern: '(?:air )?ducts?|ductwork|duct ?work|registers?|return vents?|supply vents?',
      action: 'install',
      steps: [
        'Install or repair the ductwork with every joint sealed with mastic or listed tape, insulated where it runs through unconditioned space.',
        'Balance the airflow to each room and confirm every register delivers air.',
      ],
    },
    {
      id: 'thermostat',
      label: 'thermostat',
      task: 'thermostat installation',
      pattern: '(?:smart |programmable |wifi )?thermostats?|nest|ecobee',
      action: 'install',
      steps: ['Install and program the thermostat, adding a common wire if it needs one, and test a heating and a cooling call.'],
    },
    {
      id: 'hvac-service',
      label: 'HVAC system',
      task: 'HVAC service',
      pattern:
        'hvac (?:service|maintenance|tune-?up)|tune-?ups?|maintenance|service call|not (?:cooling|heating|blowing cold)|no (?:heat|cool|ac|a/c)',
      weak: true,
      action: 'inspect',
      summary: 'service the heating and cooling system{where}',
      steps: [
        'Clean the coils and condensate drain, replace the filter, check refrigerant pressures, electrical connections and safety controls, and report the findings in writing.',
      ],
    },
  ],
});
