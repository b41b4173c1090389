import { isGeneratedTextSeal, isGenerationSeal } from '@homepact/kit/text-seal';
import {
  changesMentionFigures,
  lockedTermChanges,
  lockedTermsMessage,
  ownerChanges,
  sectionLabel,
  type OwnerChange,
} from '@homepact/legal';
import { GenerationRecordSchema, type Authorship, type GenerationRecord } from '@homepact/proto';
import type { ContractDoc } from './contract.ts';
import { lockedTerms, sealMismatch } from './errors.ts';

/**
 * Who wrote the text the parties sign. The ai service seals the text it
 * writes; a draft saved with a valid seal keeps `textSealed: true`, and every
 * difference between that text and the one signed is the owner's, shown to
 * each signer as such. A text saved without a seal (through the API) is the
 * owner's as a whole. Drafts saved before seals existed have no flag and say
 * nothing either way.
 */
type TextSource = Pick<ContractDoc, 'finalContract' | 'editedContractContent' | 'textSealed' | 'createdByName' | 'createdByEmail'>;

/** Whether a saved text is HomePact's: true with a valid seal, false with none; a seal that does not fit is refused. */
export function sealedOnSave(secret: string, finalContract: string, seal: string | undefined): boolean {
  if (seal === undefined) return false;
  if (!isGeneratedTextSeal(secret, finalContract, seal)) throw sealMismatch();
  return true;
}

/**
 * The record of what wrote each section of a sealed text, kept only when the
 * ai service's seal fits the text and the record together (a record without
 * its seal, or on a text that is not HomePact's, is refused like a bad seal).
 */
export function generationOnSave(
  secret: string,
  finalContract: string,
  textSealed: boolean,
  generation: GenerationRecord | undefined,
  seal: string | undefined,
): GenerationRecord | null {
  if (generation === undefined && seal === undefined) return null;
  if (!textSealed || generation === undefined || seal === undefined || !isGenerationSeal(secret, finalContract, generation, seal))
    throw sealMismatch();
  return generation;
}

/** The stored generation record, if the draft has one (drafts saved before it was kept have none). */
export function storedGeneration(doc: object): GenerationRecord | null {
  const parsed = GenerationRecordSchema.safeParse((doc as { generation?: unknown }).generation);
  return parsed.success ? parsed.data : null;
}

/** The owner's changes to HomePact's text (none when the text is not HomePact's, or not changed). */
export function changesOf(doc: Pick<TextSource, 'finalContract' | 'editedContractContent' | 'textSealed'>): OwnerChange[] {
  if (doc.textSealed !== true || doc.editedContractContent == null) return [];
  return ownerChanges(doc.finalContract, doc.editedContractContent);
}

/** Refuses an edited text that changes the terms the form writes (only for HomePact's sealed text: there is no other baseline). */
export function assertTermsUnlocked(doc: Pick<TextSource, 'finalContract' | 'textSealed'>, edited: string | null | undefined): void {
  if (doc.textSealed !== true || edited == null) return;
  const locked = lockedTermChanges(doc.finalContract, edited);
  if (locked.length > 0) throw lockedTerms(lockedTermsMessage(locked), [...new Set(locked.map((c) => sectionLabel(c.section)))]);
}

/** What signers are told about who wrote the text; undefined for drafts older than seals. */
export function authorshipOf(doc: TextSource): Authorship | undefined {
  if (doc.textSealed === undefined) return undefined;
  const ownerName = doc.createdByName?.trim() || doc.createdByEmail?.trim() || 'The contract’s sender';
  return { writtenBy: doc.textSealed ? 'homepact' : 'owner', ownerName, changes: changesOf(doc) };
}

/**
 * Whether a summary of the terms (the invitation's and the sign page's price
 * and payment lines) may be shown: not when the owner wrote figures of their
 * own into HomePact's text, since a summary could then state one deal while
 * the text binds to another. (A text the owner supplied whole is summarised
 * from its own words, and each signer is told that HomePact did not write it.)
 */
export function ownerWroteFigures(doc: Pick<TextSource, 'finalContract' | 'editedContractContent' | 'textSealed'>): boolean {
  return changesMentionFigures(changesOf(doc));
}
