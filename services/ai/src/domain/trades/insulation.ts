import { defineTrade } from './schema.ts';

export const insulation = defineTrade({
  id: 'insulation',
  noun: 'insulation work',
  title: 'Insulation',
  summary: 'insulate {place}',
  keywords: [
    { pattern: 'insulat(?:e|ion|ing)', weight: 2 },
    'spray foam',
    'blown-in',
    'blow in',
    'cellulose',
    'fiberglass batts?',
    'air seal(?:ing)?',
    'r-?\\d{2}',
  ],
  hiddenConditions: false,
  prep: [
    { text: 'Air-seal the top plates, penetrations and the attic hatch before adding insulation.', rooms: ['attic'] },
    { text: 'Air-seal the gaps and penetrations in {room} before adding insulation.', notRooms: ['attic'] },
    { text: 'Install baffles at the eaves to keep the soffit vents open.', rooms: ['attic'] },
    'Keep insulation the required distance from recessed lights that are not IC-rated, flues and chimneys, with dams where needed.',
  ],
  core: ['Install insulation to the R-value stated in the contract, at an even depth, in {room}.'],
  finish: ['Leave an insulation certificate stating the type, R-value, depth and area covered.'],
  materials: [
    'Insulation of the type and R-value named in this scope, with air-sealing foam and caulk.',
    { text: 'Baffles at every rafter bay that has a soffit vent, and an insulated, weatherstripped hatch cover.', rooms: ['attic'] },
  ],
  exclusions: [
    'Removal of old insulation or pest contamination, unless listed.',
    'Electrical corrections (for example knob-and-tube wiring) needed before insulating.',
  ],
  siteProtection: ['Protect the path to the work area and vacuum any insulation dust in the living areas.'],
  completion: ['The insulation reaches the stated R-value evenly, the vents are clear, and the insulation certificate is posted.'],
  schedule: [
    'Insulation work usually takes one day for a typical home.',
    {
      text: 'Occupants stay out of the home while spray foam is applied and for the re-entry time the manufacturer sets.',
      only: ['spray-foam'],
    },
  ],
  permit: {
    usual: false,
    text: 'Insulation work usually needs no permit, but some utility rebate programs require a certificate or an inspection.',
  },
  suggestions: [
    'State the R-value and depth to be reached, the square footage and the insulation type, and ask about utility rebates.',
    'Ask whether air sealing is included before the insulation, and how much it covers.',
  ],
  items: [
    {
      id: 'attic-insulation',
      label: 'attic insulation',
      task: 'attic insulation',
      pattern: '(?:(?:r-?\\d{2}|blown-in|blow-in|loose-fill|cellulose|fiberglass) )*(?:attic )?insulation',
      yieldsTo: ['spray-foam', 'batts'],
      action: 'install',
      summary: 'install {phrase}{where}',
      materials: [
        'Loose-fill cellulose or fiberglass insulation in the number of bags the manufacturer’s chart gives for the area and R-value.',
      ],
      steps: [
        'Blow loose-fill insulation to the depth the bag chart gives for the stated R-value, with depth rulers visible from the hatch, and insulate and weatherstrip the hatch.',
      ],
    },
    {
      id: 'spray-foam',
      label: 'spray foam insulation',
      task: 'spray foam insulation',
      pattern: '(?:open-cell |closed-cell )?spray[- ]?foam(?: insulation)?',
      action: 'install',
      summary: 'install {phrase}{where}',
      materials: [
        'Open- or closed-cell spray foam as named in this scope, and a thermal or ignition barrier coating where the code requires it.',
      ],
      steps: [
        'Spray the foam to the thickness for the stated R-value, with a thermal or ignition barrier where the code requires it over exposed foam.',
      ],
    },
    {
      id: 'batts',
      label: 'batt insulation',
      task: 'batt insulation',
      pattern: '(?:fiberglass |mineral wool |rockwool )?batts?(?: insulation)?',
      action: 'install',
      summary: 'install {phrase}{where}',
      steps: [
        'Fit the batts snugly between framing without gaps or compression, cut around wiring and boxes, with the vapor retarder facing the side the local code requires.',
      ],
    },
  ],
});
