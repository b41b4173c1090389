/** What the request asks to do with an item, and how two items of one sentence relate (replaced by, part of). */
import type { Action } from '../trades/index.ts';
import { ACTION_VERB, FAULT, OBJECT_ONLY, VERB_DISPLAY, VERB_RES } from '../job-lexicon.ts';
import type { Hit } from './items.ts';
import { VERB_WORD } from './phrases.ts';
import { CONTEXT, lastVerbWord } from './text.ts';

/** Articles and counts between a preposition and the words of an item ("with a new", "to two"). */
const DETERMINERS = '(?:(?:a|an|the|new|some|its|their|our|one|two|three|four|\\d+)\\s+)*';
/** "... with", "... to" or "... for a new" just before an item's words: the new thing that replaces the one before it. */
export const REPLACED_WITH = new RegExp(`\\b(?:with|to|for(?=\\s+(?:(?:a|an|the)\\s+)?new\\b))\\s+${DETERMINERS}$`, 'i');
/** "... with" before an item's words, and no other verb: a part of the job named before it ("a door with a deadbolt", "with new underlayment and flashing"). */
export function partWith(gap: string): boolean {
  const m = /\bwith\b([^.;:!?]{0,50})$/i.exec(gap);
  return !!m && !VERB_RES.some(({ re }) => [...m[1]!.matchAll(re)].some((v) => v[0].toLowerCase() !== 'new'));
}
/** Only a list separator between two items' words: the second is said the same way as the first. */
export const LISTED = /^\s*(?:,|,?\s*(?:and|&|or|plus)|,\s*and)?\s*(?:(?:a|an|the|new|some)\s+)*$/i;

export function actionFor(
  text: string,
  windowStart: number,
  hit: Hit,
  inherited: { action: Action; verb: string } | null,
  nextStart: number,
  gap: string,
): { action: Action; verb: string } {
  const say = (found: { action: Action; word: string }) =>
    // "Get rid of mice": pests are treated, not hauled away.
    found.action === 'remove' && OBJECT_ONLY.has(hit.c.item.action)
      ? { action: hit.c.item.action, verb: ACTION_VERB[hit.c.item.action] }
      : { action: found.action, verb: VERB_DISPLAY.find(([re]) => re.test(found.word))?.[1] ?? ACTION_VERB[found.action] };
  // An item named by a verb ("resurface", "tune-up") is the item's own job.
  if (VERB_WORD.test(hit.text)) return { action: hit.c.item.action, verb: ACTION_VERB[hit.c.item.action] };
  const window = text.slice(Math.max(windowStart, hit.start - CONTEXT), hit.start);
  const found = lastVerbWord(window);
  if (found) return say(found);
  if (/^new\b/i.test(hit.text)) return { action: 'install', verb: 'install' };
  // "Replace the carpet with hardwood": what it is replaced with is installed.
  if (inherited?.action === 'replace' && REPLACED_WITH.test(gap)) return { action: 'install', verb: 'install' };
  if (inherited) return inherited;
  // What is said right after it, up to the next item or clause: "the AC is not cooling", "the water heater needs replacing".
  const after = text.slice(hit.end, Math.min(nextStart, hit.end + 40)).split(/[,;:.]|\band\b/)[0]!;
  const canRepair = !!hit.c.item.repairSteps || hit.c.item.action === 'repair';
  if (FAULT.test(`${hit.text} ${after}`) || (FAULT.test(window) && canRepair)) return { action: 'repair', verb: ACTION_VERB.repair };
  const later = lastVerbWord(after);
  if (later) return say(later);
  return { action: hit.c.item.action, verb: ACTION_VERB[hit.c.item.action] };
}
