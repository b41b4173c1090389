import { defineTrade } from './schema.ts';

export const siding = defineTrade({
  id: 'siding',
  noun: 'siding work',
  title: 'Siding',
  location: 'exterior',
  keywords: [
    { pattern: 'siding', weight: 2 },
    'fiber cement',
    'hardie(?:board|plank)?',
    'clapboard',
    'house wrap',
    'soffits?',
    'fascia',
    'lap siding',
    'cedar shakes?',
  ],
  hiddenConditions: true,
  prep: [
    'Remove the existing siding being replaced, and inspect the sheathing for rot and water damage before covering it.',
    'Take down and re-hang or protect fixtures on the walls (lights, hose reels, the meter and the air-conditioning line set) as work reaches them.',
  ],
  core: [
    'Install a weather-resistive barrier lapped shingle-fashion, then the new siding, trim and flashing at windows, doors and penetrations to the manufacturer’s instructions.',
  ],
  finish: ['Caulk and paint or finish the trim where the product requires it, and sweep the yard for nails every day.'],
  materials: ['Siding of the brand, profile and color named in this scope, house wrap, flashing, trim and corrosion-resistant fasteners.'],
  exclusions: [
    'Sheathing or framing repair beyond minor patches, priced as a change order.',
    { text: 'Gutter removal and re-installation, unless listed.', unless: ['gutters'] },
  ],
  siteProtection: [
    'Protect the windows, plantings and air-conditioning equipment next to each wall, and sweep the yard for nails every day.',
  ],
  completion: ['The siding is straight and fastened to the manufacturer’s schedule, and flashed so water runs outside the barrier.'],
  schedule: [
    'Siding work goes wall by wall so each wall is closed and weather-tight at the end of the day; rain days move the schedule without a change in price.',
  ],
  permit: { usual: true, text: 'Re-siding usually needs a building permit; replacing a few damaged boards usually does not.' },
  suggestions: [
    'Add the siding brand, product, profile and color, and the wall area in squares or square feet.',
    'Say whether the trim, soffit and fascia are included or only the siding.',
  ],
  items: [
    {
      id: 'siding-replace',
      label: 'siding',
      task: 'siding replacement',
      pattern:
        '(?:(?:vinyl|wood|cedar|fiber cement|hardie(?:board|plank)?|james hardie|lp smartside|aluminum|lap|board and batten|insulated|new|old|damaged) )*siding|(?:james )?hardie(?:board|plank)?|fiber cement|clapboards?|cedar shakes?',
      action: 'replace',
      steps: [
        'Install a weather-resistive barrier lapped shingle-fashion over the sheathing, integrated with new flashing at the windows, doors and penetrations.',
        'Install the siding with the exposure, nailing and clearances (above the roof, decks and grade) the manufacturer requires, with joints staggered and flashed.',
      ],
      repairSteps: [
        'Replace the damaged siding boards with matching profile, lapped and nailed into the existing courses, and seal the joints.',
      ],
    },
    {
      id: 'soffit-fascia',
      label: 'soffit and fascia',
      task: 'soffit and fascia repair',
      pattern: '(?:(?:rotted|rotten|damaged|vented|aluminum|vinyl|wood) )*(?:soffits?(?: and fascia)?|fascia(?: boards?)?)',
      action: 'repair',
      steps: [
        'Replace the damaged soffit and fascia with matching material, keeping the soffit vents open, and wrap or paint the fascia as agreed.',
      ],
    },
    {
      id: 'house-wrap',
      label: 'house wrap',
      task: 'weather barrier installation',
      pattern: 'house ?wrap|tyvek|weather[- ]resistive barrier',
      action: 'install',
      steps: ['Install the house wrap lapped top over bottom, taped at seams, and integrated with the window and door flashing.'],
    },
  ],
});
