import type { z } from 'zod';
import { canonicalEmail, type Annotation, type CreateAnnotationBodySchema, type UpdateAnnotationBodySchema } from '@homepact/proto';
import { partyOf, sessionParty, type Actor, type ContractParties, type PartyRole, type Viewer } from './access.ts';
import { partyName } from './signing.ts';
import type { ContractDoc } from './contract.ts';

export type CreateAnnotationInput = z.output<typeof CreateAnnotationBodySchema>;
export type UpdateAnnotationInput = z.output<typeof UpdateAnnotationBodySchema>;

/** A stored annotation (collection `annotations`). Positions carry at most two decimals (decimal(5,2)). */
export interface AnnotationDoc {
  _id: string;
  contractId: string;
  sectionId: string;
  type: Annotation['type'];
  status: Annotation['status'];
  content: string;
  positionX: number;
  positionY: number;
  /** The signed-in author's user id, or `party:{role}` for a party who wrote it through a signing link. */
  userId: string;
  /** The author's e-mail: whoever proves control of it later may edit it too. */
  authorEmail: string | null;
  authorName: string;
  parentId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface Author {
  userId: string;
  email: string | null;
  name: string;
}

const localPart = (email: string) => email.slice(0, Math.max(0, email.lastIndexOf('@'))) || email;

/**
 * Who is writing: the signed-in user (named as the party when their e-mail is
 * one, else by their profile name, else by their e-mail's local part), else
 * the party whose signing link they hold.
 */
export function authorOf(
  viewer: Viewer,
  contract: ContractParties & Pick<ContractDoc, 'homeownerFirstName' | 'homeownerLastName' | 'providerName'>,
  /** The signed-in user's profile name, when known. */
  userName?: string | null,
): Author {
  const user: Actor | null = viewer.user;
  if (user) {
    const role = sessionParty(user, contract);
    const name = role ? partyName(contract, role) : userName?.trim() || localPart(user.email);
    return { userId: user.userId, email: canonicalEmail(user.email), name };
  }
  const role = partyOf(viewer, contract) as PartyRole; // canRead passed: a token holder is a party
  const email = role === 'homeowner' ? contract.homeownerEmail : contract.providerEmail;
  return { userId: `party:${role}`, email, name: partyName(contract, role) };
}

/** Positions are decimal(5,2): whatever arrives is kept to two decimals. */
export const toPosition = (n: number) => Math.round(n * 100) / 100;

export function newAnnotation(params: {
  id: string;
  contractId: string;
  author: Author;
  input: CreateAnnotationInput;
  now: Date;
}): AnnotationDoc {
  const { input, author, now } = params;
  return {
    _id: params.id,
    contractId: params.contractId,
    sectionId: input.sectionId,
    type: input.type,
    status: 'active',
    content: input.content.trim(),
    positionX: toPosition(input.positionX),
    positionY: toPosition(input.positionY),
    userId: author.userId,
    authorEmail: author.email,
    authorName: author.name,
    parentId: input.parentId ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The $set of an edit: only what was sent. */
export function annotationChanges(
  input: UpdateAnnotationInput,
  now: Date,
): Partial<Pick<AnnotationDoc, 'content' | 'status' | 'type'>> & Pick<AnnotationDoc, 'updatedAt'> {
  return {
    ...(input.content !== undefined ? { content: input.content.trim() } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    updatedAt: now,
  };
}

export function toAnnotation(doc: AnnotationDoc): Annotation {
  return {
    id: doc._id,
    contractId: doc.contractId,
    sectionId: doc.sectionId,
    type: doc.type,
    status: doc.status,
    content: doc.content,
    positionX: doc.positionX,
    positionY: doc.positionY,
    userId: doc.userId,
    authorName: doc.authorName,
    parentId: doc.parentId,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
