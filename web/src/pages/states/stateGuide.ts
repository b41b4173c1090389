// What the /states pages share: reading the address, the words for a notice, the page title.
import { useEffect } from 'react';
import { jurisdictionCodes, jurisdictionGuide, type GuideNotice, type JurisdictionGuide } from '@homepact/legal';
import { findState } from '@homepact/proto/states';
import type { BadgeVariant } from '../../components/ui/Badge';

export type Confidence = JurisdictionGuide['confidence'];

/** The address of a jurisdiction's page: its two-letter code in lower case. */
export const statePath = (code: string) => `/states/${code.toLowerCase()}`;

export type Resolved = { kind: 'guide'; guide: JurisdictionGuide } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/**
 * What /states/:code shows: the guide when the code is the canonical lower-case one, a redirect to it
 * for the upper-case code, the slug or the name ("MD", "maryland", "Maryland"), and the 404 otherwise
 * (including a state whose law record is not written yet).
 */
export function resolveState(param: string | undefined): Resolved {
  const state = param ? findState(param) : undefined;
  if (!state || !jurisdictionCodes().includes(state.code)) return { kind: 'missing' };
  const canonical = statePath(state.code);
  if (param !== state.code.toLowerCase()) return { kind: 'redirect', to: canonical };
  const guide = jurisdictionGuide(state.code);
  return guide ? { kind: 'guide', guide } : { kind: 'missing' };
}

export const CONFIDENCE_VARIANT: Readonly<Record<Confidence, BadgeVariant>> = {
  high: 'success',
  medium: 'secondary',
  low: 'warning',
};

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/**
 * A notice's title in title case ("BUYER'S ACKNOWLEDGMENT OF THE RIGHT TO CANCEL" → "Buyer's Acknowledgment
 * of the Right to Cancel"). Abbreviations in brackets stay in capitals ("(CSLB)"); a title already in mixed
 * case is left as written.
 */
export function titleCase(title: string): string {
  if (title !== title.toUpperCase()) return title;
  let phraseStart = true;
  return title
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s*$/.test(word)) return word;
      let out: string;
      if (/^\([A-Z0-9.]+\)[.,:;]?$/.test(word)) out = word;
      else {
        const lower = word.toLowerCase();
        out = !phraseStart && SMALL_WORDS.has(lower.replace(/[^a-z]/g, '')) ? lower : lower.replace(/[a-z]/, (c) => c.toUpperCase());
      }
      phraseStart = /[:.;—–-]$/.test(word);
      return out;
    })
    .join('');
}

/** "Signed separately by the homeowner", "... by the homeowner and the contractor", or nothing. */
export function signedByText(signedBy: GuideNotice['signedBy']): string | undefined {
  if (signedBy.length === 0) return undefined;
  const who = signedBy.map((s) => (s === 'homeowner' ? 'the homeowner' : 'the contractor'));
  return `Signed separately by ${who.join(' and ')}`;
}

/** The entries of a guide by topic, topics in the order they first appear. */
export function byTopic<T extends { topic: string }>(entries: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const group = groups.get(entry.topic);
    if (group) group.push(entry);
    else groups.set(entry.topic, [entry]);
  }
  return [...groups];
}

/** Sets the browser tab's title while the page is shown, and puts back the one before after. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
