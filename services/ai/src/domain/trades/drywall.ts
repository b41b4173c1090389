import { defineTrade } from './schema.ts';

export const drywall = defineTrade({
  id: 'drywall',
  noun: 'drywall work',
  title: 'Drywall',
  summary: 'carry out the drywall work described in this scope{where}',
  keywords: [
    { pattern: 'drywall|sheetrock|gypsum board', weight: 2 },
    'plaster',
    'patch(?:es|ing)?',
    'texture',
    'popcorn',
    'mud(?:ding)?',
    'tap(?:e|ing) and (?:finish|mud)',
    'skim coat(?:ing)?',
  ],
  hiddenConditions: true,
  prep: [
    'Protect the floors and furniture in {room} and hang plastic to contain dust.',
    {
      text: 'Cut out damaged drywall back to sound material and framing, and check the cavity for moisture before closing it.',
      unless: ['drywall-hang', 'popcorn-ceiling'],
    },
  ],
  core: ['Hang, tape and finish drywall in the areas named in this scope to a Level 4 finish, ready for paint.'],
  finish: [
    'Match the surrounding wall or ceiling texture as closely as practical, and prime the finished areas.',
    'Vacuum the dust with a HEPA vacuum and remove the plastic.',
  ],
  materials: [
    'Drywall of the thickness and type to match (moisture-resistant in damp areas, fire-rated where the code requires it), tape, joint compound and primer.',
  ],
  exclusions: ['Finish painting of whole walls or rooms, unless listed.', 'Fixing the source of water damage (leaks) or mold remediation.'],
  siteProtection: ['Contain sanding dust with plastic barriers, and vacuum with a HEPA vacuum every day.'],
  completion: ['The finished areas are flat and smooth, with no visible seams, ridges or nail pops when painted and seen in normal light.'],
  schedule: ['Joint compound needs to dry between coats (usually overnight), so even a small repair takes two or three visits.'],
  permit: { usual: false, text: 'Drywall repair usually needs no permit; replacing large areas or fire-rated assemblies can.' },
  suggestions: [
    'Describe each area to be repaired by room and approximate size, and whether the repaired walls are painted as part of this job.',
    'Say which texture the repair must match (smooth, orange peel, knockdown) and whether a test patch is shown first.',
  ],
  items: [
    {
      id: 'drywall-patch',
      label: 'drywall',
      task: 'drywall patching',
      pattern:
        'holes? in (?:the |our |my )?(?:[a-z]+ )?(?:walls?|ceilings?|drywall)|(?:drywall|wall|ceiling) (?:patch(?:es|ing)?|repairs?|holes?|damage|cracks?)|patch(?:es|ing)? (?:the |a |two |three |some )?(?:drywall|walls?|holes?|ceilings?)|water[- ]damaged (?:drywall|ceilings?|walls?)',
      alsoFor: ['handyman'],
      action: 'repair',
      summary: 'patch the damaged drywall{where}',
      steps: [
        'Cut each damaged area back to a clean square, add backing, patch it with drywall of matching thickness, and tape and finish it smooth in three coats.',
      ],
      repairSteps: [
        'Cut each damaged area back to a clean square, add backing, patch it with drywall of matching thickness, and tape and finish it smooth in three coats.',
      ],
    },
    {
      id: 'drywall-hang',
      label: 'drywall',
      task: 'drywall installation',
      pattern:
        '(?:hang|hanging|install|installing|new)(?: and (?:finish|tape|mud))? (?:new )?(?:drywall|sheetrock)|drywall (?:installation|install)',
      action: 'install',
      summary: 'hang and finish drywall{where}',
      steps: [
        'Hang the drywall with staggered joints, screwed to the framing at the manufacturer’s spacing, with fire-rated board where the code requires it (for example between a garage and the home).',
        'Tape, mud and sand the joints to a Level 4 finish, ready for primer.',
      ],
    },
    {
      id: 'popcorn-ceiling',
      label: 'popcorn ceiling',
      task: 'popcorn ceiling removal',
      pattern: 'popcorn (?:ceilings?|texture)|acoustic ceilings?|cottage cheese ceilings?',
      action: 'remove',
      steps: [
        'Have the popcorn texture tested for asbestos before removal; if it tests positive, stop and price abatement by a licensed contractor separately.',
        'Wet-scrape the texture, skim-coat the ceiling smooth, and prime it ready for paint.',
      ],
      suggestion: 'Ask for the asbestos test result in writing before the popcorn ceiling is scraped.',
    },
    {
      id: 'plaster-repair',
      label: 'plaster',
      task: 'plaster repair',
      pattern: '(?:cracked |old |damaged )?plaster(?: walls?| ceilings?| cracks?)?|lath and plaster',
      action: 'repair',
      steps: [
        'Re-attach loose plaster with plaster washers, fill the cracks with setting compound and mesh tape, and skim-coat the repair smooth.',
      ],
    },
    {
      id: 'texture',
      label: 'wall texture',
      task: 'texture matching',
      pattern:
        'texture matching|wall texture|(?:knockdown|orange peel|skip trowel|smooth) (?:texture|finish)|re-?textur(?:e|ing)|skim coat(?:ing)?',
      action: 'install',
      steps: ['Apply the texture named in this scope to the finished drywall and blend it into the surrounding surface.'],
    },
  ],
});
