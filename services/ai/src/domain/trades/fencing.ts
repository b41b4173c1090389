import { defineTrade } from './schema.ts';

export const fencing = defineTrade({
  id: 'fencing',
  noun: 'fence work',
  title: 'Fencing',
  location: 'yard',
  keywords: ['fenc(?:e|es|ing)', 'gates?', 'fence posts?', 'pickets?', 'chain-?link', 'privacy fence', 'linear f(?:ee|oo)t'],
  hiddenConditions: false,
  prep: [
    'Confirm the fence line from a survey or the property pins shown by the owner, and call 811 to have underground utilities marked before digging.',
    { text: 'Remove and haul away the existing fence sections being replaced.', only: ['action:replace'] },
  ],
  core: [
    'Set the posts in concrete at no more than 8 feet on center and below the frost line the local code sets, then install the rails and pickets or panels along the agreed line.',
  ],
  finish: ['Check the fence for plumb, line and consistent height, and clean up the spoil from the post holes.'],
  materials: [
    'Fence material, height and style as named in this scope (for example pressure-treated pine, cedar, vinyl, aluminum or chain-link).',
    'Concrete for the posts, galvanized or stainless fasteners, hinges and latches.',
  ],
  exclusions: [
    'Surveying and boundary disputes; the owner is responsible for the fence location.',
    'Removing trees, roots or rock found in post holes, priced as a change order.',
    'Staining or sealing, unless listed.',
  ],
  siteProtection: ['Protect the lawn and beds along the fence line and spread or haul away post-hole spoil.'],
  completion: ['The posts are plumb and solid, and the fence follows the agreed line and height.'],
  schedule: [
    'Post concrete cures for at least a day before panels or rails are loaded; rain or frozen ground moves the schedule without a change in price.',
    'Pets are kept inside or on a leash while fence sections are open.',
  ],
  permit: {
    usual: true,
    text: 'Many cities require a fence permit and limit fence height (often 6 feet in back yards and less in front), and a homeowners association may need to approve the fence.',
  },
  suggestions: [
    'Add the fence length in linear feet, its height, material and style, and the number and width of gates.',
    'State who confirms the property line and whether HOA approval has been obtained.',
  ],
  items: [
    {
      id: 'fence',
      label: 'fence',
      task: 'fence installation',
      pattern:
        '(?:(?:\\d+(?:-foot|-ft| ft| foot)?|six-foot|four-foot|wood|wooden|cedar|vinyl|aluminum|chain-?link|privacy|picket|split-rail|wrought iron|metal|horizontal|board-on-board|new) )*fenc(?:e|es|ing)',
      notAfter: '(?:along|behind|over|near|next to|by|at) (?:the |our |my )?$',
      action: 'install',
      steps: [],
    },
    {
      id: 'fence-repair',
      label: 'fence',
      task: 'fence repair',
      pattern:
        'fence repairs?|(?:broken|leaning|rotted|damaged|fallen) (?:fence )?(?:posts?|sections?|panels?|pickets?|boards?)|fence posts?',
      action: 'repair',
      steps: [
        'Replace the broken or leaning posts in concrete and the damaged rails, panels or pickets with matching material, and re-plumb the sections next to them.',
      ],
    },
    {
      id: 'gate',
      label: 'gate',
      task: 'gate installation',
      pattern: '(?:(?:walk|drive|double|single|wood|vinyl|metal) )?gates?',
      action: 'install',
      steps: [
        'Build the gates with a diagonal brace or steel frame kit so they do not sag, hung on posts sized for their weight with heavy-duty hinges and a latch that closes by itself.',
      ],
      repairSteps: ['Re-hang or re-brace the gate so it swings freely and latches, replacing worn hinges and the latch.'],
      completion: ['Every gate swings freely, closes and latches without binding.'],
    },
  ],
});
