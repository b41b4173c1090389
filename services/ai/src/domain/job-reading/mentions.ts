/** The item mentions of a request in order, one per item and kind of action, with how they relate. */
import type { Action, TradeItem } from '../trades/index.ts';
import { actionFor, LISTED, partWith, REPLACED_WITH } from './actions.ts';
import type { Hit } from './items.ts';
import { placesFor, type Place } from './places.ts';
import { headNoun, type Phrase } from './phrases.ts';
import { sentenceOf } from './text.ts';

/** A specific job the request names ("50-gallon gas water heater"). */
export interface ItemMention {
  item: TradeItem;
  /** What the request asks to do with it (from its verb, else the item's default). */
  action: Action;
  /** The verb as the overview should say it ("stain", "lay", "pour"), matching the action. */
  verb: string;
  /** The request's words for it, with their modifiers ("50-gallon gas water heater"). */
  phrase: string;
  /** Where it is: the places named for it in its sentence ("in the dining room and hallway"), else its natural place; empty when unknown. */
  places: Place[];
  index: number;
  /**
   * An old thing taken out because a new one goes in its place: "replace the
   * wooden deck with a composite deck", "remove the old furnace and install a
   * new furnace", "tear out the cabinets, install shaker cabinets". Its action
   * is "remove"; the job it names is a replacement.
   */
  replaced: boolean;
  /** The new thing named after "with" or "to" in "replace X with Y": the `index` of X. */
  replaces: number | null;
  /** Named after "with" another item of its sentence ("a door with a deadbolt", "X with Y"): part of that job, not the job itself. */
  secondary: boolean;
}

/**
 * The item mentions in the order the request names them, one per item and
 * kind of action (taking an old one out and putting a new one in are two),
 * with what the request asks to do with each and how they relate: what is
 * replaced by what, and what is only a part of the job named before it.
 */
export function readMentions(text: string, starts: number[], hits: Hit[], phrases: Phrase[], places: Place[]): ItemMention[] {
  const claimed = hits.map((h, i): [number, number] => [phrases[i]!.start, h.end]);
  const mentions: ItemMention[] = [];
  const oldWord = new Map<ItemMention, string>();
  const head = new Map<ItemMention, string>();
  let lastSentence = -1;
  let lastAction: { action: Action; verb: string } | null = null;
  let lastEnd = 0;
  /** The mention of the item before, in the same sentence. */
  let previous: ItemMention | null = null;
  hits.forEach((h, i) => {
    const s = sentenceOf(starts, h.start);
    const sentenceStart = starts[s]!;
    const sentenceEnd = starts[s + 1] ?? text.length;
    if (s !== lastSentence) {
      lastAction = null;
      lastEnd = sentenceStart;
      previous = null;
    }
    const { phrase, start, old } = phrases[i]!;
    // The words between the item before and this one's words ("with a new", "and").
    const gap = text.slice(lastEnd, Math.max(lastEnd, start));
    const action = actionFor(
      text,
      Math.max(sentenceStart, lastEnd),
      h,
      lastAction,
      Math.min(hits[i + 1]?.start ?? sentenceEnd, sentenceEnd),
      gap,
    );
    const previousEnd = lastEnd;
    let replaces: number | null = null;
    if (previous && action.action === 'install') {
      // "Replace the carpet with hardwood": the carpet is taken out, the hardwood goes in.
      if (lastAction?.action === 'replace' && REPLACED_WITH.test(gap) && previous.action === 'replace') {
        previous.action = 'remove';
        previous.verb = 'remove';
        previous.replaced = true;
        replaces = previous.index;
      } else if (previous.replaces !== null && LISTED.test(gap)) replaces = previous.replaces; // "... with a composite deck and railing"
    }
    const secondary = !!previous && (replaces !== null || partWith(gap) || (previous.secondary && LISTED.test(gap)));
    lastSentence = s;
    lastAction = action;
    lastEnd = h.end;
    const same = mentions.find((m) => m.item.id === h.c.item.id && (m.action === 'remove') === (action.action === 'remove'));
    if (same) {
      // "walls and ceilings": one item named twice in a row reads as one phrase.
      const between = text.slice(previousEnd, h.start);
      if (hits[i - 1]?.c.item.id === h.c.item.id && /^\s*(?:,|and|&|or|,\s*and)\s*$/i.test(between))
        same.phrase = `${same.phrase}${between}${h.text}`.replace(/\s+/g, ' ');
      previous = same;
      return;
    }
    const mention: ItemMention = {
      item: h.c.item,
      action: action.action,
      verb: action.verb,
      phrase,
      places: placesFor(
        h.c.item,
        h,
        start,
        places,
        [sentenceStart, sentenceEnd],
        claimed.filter((_c, j) => j !== i),
        text,
      ),
      index: h.start,
      replaced: false,
      replaces,
      secondary,
    };
    if (old) oldWord.set(mention, old);
    head.set(mention, headNoun(h.text));
    mentions.push(mention);
    previous = mention;
  });
  for (const m of mentions) {
    if (m.action !== 'remove') continue;
    // Taken out where a new one of its kind goes in: "remove the old furnace and install a new furnace", "tear out the cabinets, install shaker cabinets".
    m.replaced ||= mentions.some(
      (o) => o.action !== 'remove' && o.index > m.index && (o.item.id === m.item.id || head.get(o) === head.get(m)),
    );
    // What is taken out keeps the request's "old": "old wooden deck".
    const old = oldWord.get(m);
    if (old) m.phrase = `${old} ${m.phrase}`;
  }
  return mentions;
}
