import { defineTrade } from './schema.ts';

const WINDOW_ITEMS = ['windows', 'window-repair', 'skylight'];
const DOOR_ITEMS = ['entry-door', 'patio-door', 'interior-doors', 'garage-door', 'storm-door'];

export const windowsDoors = defineTrade({
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
    'double-?pane',
    'double-?hung',
    'casements?',
    'andersen',
    'pella',
    'marvin',
    'milgard',
    'jeld-?wen',
  ],
  hiddenConditions: true,
  prep: [
    'Walk through each opening with the customer to confirm which units are replaced, the order of work and how the interior trim is handled.',
    {
      text: 'Measure each window opening and confirm sizes, operating style and grid pattern in writing before ordering.',
      only: WINDOW_ITEMS,
    },
    { text: 'Measure each door opening and confirm the size, swing, handing and hardware in writing before ordering.', only: DOOR_ITEMS },
    {
      text: 'Remove the old windows carefully, protect the interior finishes around each opening, and inspect the rough openings for rot.',
      only: WINDOW_ITEMS,
    },
    {
      text: 'Remove the old doors carefully, protect the finishes around each opening, and inspect the rough openings and sills for rot.',
      only: ['entry-door', 'patio-door', 'interior-doors', 'storm-door'],
    },
    { text: 'Inspect the garage door opening, jambs and header for rot and damage before the new door is hung.', only: ['garage-door'] },
  ],
  core: [
    'Install the new units named in this scope plumb, level and square, with sill pan flashing and flashing tape lapped into the weather barrier.',
  ],
  finish: [
    {
      text: 'Insulate around each new unit with low-expansion foam, then install the interior and exterior trim and seal it with exterior-grade sealant.',
      only: ['windows', 'entry-door', 'patio-door'],
    },
    {
      text: 'Adjust each window and door worked on to open, close and lock smoothly, and remove the labels and clean the glass.',
      unless: ['garage-door'],
    },
    { text: 'Install new perimeter weatherseal and bottom seal on the garage door and lubricate the hardware.', only: ['garage-door'] },
  ],
  materials: [
    'Units of the brand, series, size, color and glass package named in this scope, or confirmed in writing before ordering.',
    'Flashing tape, sill pans, low-expansion foam, sealant, shims, trim and fasteners.',
  ],
  exclusions: [
    'Repairing rotted framing or structural changes to openings, priced as a change order.',
    'Interior painting of new trim, unless listed.',
    'Window coverings, and disconnecting or reconnecting alarm sensors.',
  ],
  siteProtection: ['Replace units one at a time so no opening is left unsecured or open to the weather overnight.'],
  completion: ['Each unit opens, closes and locks smoothly, shows no air or water leaks, and has neat, continuous trim and sealant.'],
  schedule: [
    'Windows and doors are made to order; the lead time (often several weeks) runs from the signed order and sets the start date.',
    'Each opening is closed and weather-tight at the end of every working day.',
  ],
  permit: {
    usual: true,
    text: 'Replacing windows or doors in the same opening often needs no permit, but changing an opening size or replacing egress windows usually does, and energy-code rules can apply to the glass.',
  },
  suggestions: [
    'List each window or door by location with its size, brand and series, glass type, color and operating style.',
    'Say whether the interior trim around each unit is replaced or reused, and who paints it.',
  ],
  items: [
    {
      id: 'windows',
      label: 'windows',
      task: 'window replacement',
      pattern:
        '(?:(?:\\d+|two|three|four|five|six|eight|ten|twelve|new|replacement|vinyl|wood|fiberglass|aluminum|double-hung|single-hung|double-pane|casement|sliding|picture|bay|egress|basement|bedroom|energy-efficient|impact|hurricane|andersen|pella|marvin|milgard|jeld-?wen) )*windows?',
      notAfter: '(?:around|under|below|above|beside|next to|near|by|at|on|in|through|from|of) (?:the |our |my |a )?(?:[a-z]+ )?$',
      action: 'replace',
      steps: [
        'Remove the old windows, install the new windows with sill pan flashing, shimmed plumb, level and square, and flash them into the weather barrier.',
      ],
      completion: ['Every new window opens, closes and locks smoothly, with the glass clean and no gaps in the sealant or trim.'],
    },
    {
      id: 'window-repair',
      label: 'window glass',
      task: 'window glass repair',
      pattern:
        '(?:broken|cracked|foggy|fogged|failed) (?:window |glass |double-pane )?(?:glass|panes?|windows?|seals?)|window (?:glass|panes?|seals?)|glass panes?|broken sash cords?',
      action: 'repair',
      steps: [
        'Replace the broken or fogged insulated glass unit with one of matching size and glass type, re-glazed and sealed in the sash.',
      ],
      repairSteps: [
        'Replace the broken or fogged insulated glass unit with one of matching size and glass type, re-glazed and sealed in the sash.',
      ],
    },
    {
      id: 'entry-door',
      label: 'entry door',
      task: 'entry door replacement',
      pattern: '(?:(?:new|fiberglass|steel|wood|solid wood|craftsman|prehung|pre-hung) )*(?:front|entry|exterior) (?:entry )?doors?',
      notAfter: '(?:around|at|by|near|beside|next to|from|off|through|on|to) (?:the |our |my )?$',
      action: 'replace',
      steps: [
        'Install the entry door as a prehung unit on a sloped sill pan, shimmed plumb and square, with new weatherstripping and threshold.',
        'Install the lockset and deadbolt (new, or the existing ones where agreed), with a long-screw strike plate into the framing.',
      ],
      completion: [
        'The entry door closes and latches without force, the deadbolt throws fully, and no daylight shows around the weatherstripping.',
      ],
    },
    {
      id: 'patio-door',
      label: 'patio door',
      task: 'patio door replacement',
      pattern: '(?:(?:new|vinyl|fiberglass|wood|aluminum) )*(?:sliding (?:glass |patio )?doors?|patio doors?|french doors?|slider)',
      notAfter: '(?:around|at|by|near|beside|next to|from|off|through) (?:the |our |my )?$',
      action: 'replace',
      steps: [
        'Install the patio door on a sloped sill pan, level and square so the panels glide and lock, flashed into the weather barrier.',
      ],
    },
    {
      id: 'storm-door',
      label: 'storm door',
      task: 'storm door installation',
      pattern: '(?:storm|screen) doors?',
      action: 'install',
      steps: ['Install the storm door on the existing frame with its closer and latch adjusted so it closes gently and seals.'],
    },
    {
      id: 'interior-doors',
      label: 'interior doors',
      task: 'interior door installation',
      pattern:
        '(?:(?:\\d+|two|three|four|five|six|new) )?(?:interior|bedroom|closet|bathroom|bi-?fold|pocket|barn|pre-?hung|prehung|panel) doors?',
      action: 'replace',
      steps: [
        'Install the interior doors with even gaps, latching cleanly, with the hinges and hardware selected, and re-case them where the jambs change.',
      ],
      repairSteps: [
        'Adjust or re-hang the sticking doors: tighten or shim the hinges, plane the edges where needed, and re-seal the bare wood.',
      ],
    },
    {
      id: 'garage-door',
      label: 'garage door',
      task: 'garage door replacement',
      pattern: '(?:(?:new|insulated|steel|wood|double|single|two-car) )*garage doors?(?: (?:and )?openers?)?|garage door openers?|openers?',
      location: 'garage',
      action: 'replace',
      steps: [
        'Remove the old garage door, then install the new sections, tracks and springs balanced for the door’s weight.',
        'Install or reconnect the garage door opener with its safety sensors, and test the auto-reverse and force settings.',
      ],
      repairSteps: [
        'Repair the garage door’s springs, cables, rollers or tracks as needed, re-balance the door, and test the opener’s auto-reverse.',
      ],
      completion: [
        'The garage door opens and closes smoothly and stays put halfway up, and the opener reverses when its sensors are blocked.',
      ],
    },
  ],
});
