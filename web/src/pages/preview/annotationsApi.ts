import { z } from 'zod';
import type { AnnotationSectionSchema } from '@homepact/proto';
import {
  AnnotationSchema,
  AnnotationStatusSchema,
  AnnotationTypeSchema,
  CreateAnnotationBodySchema,
  type Annotation,
} from '@homepact/proto';
import { apiRequest } from '../../lib/queryClient';

export type AnnotationType = z.infer<typeof AnnotationTypeSchema>;
export type AnnotationStatus = z.infer<typeof AnnotationStatusSchema>;
export type SectionId = z.infer<typeof AnnotationSectionSchema>;

export const ANNOTATION_TYPES = AnnotationTypeSchema.options;
export const ANNOTATION_STATUSES = AnnotationStatusSchema.options;

export const TYPE_LABEL: Record<AnnotationType, string> = {
  comment: 'Comment',
  question: 'Question',
  suggestion: 'Suggestion',
  highlight: 'Highlight',
};
export const STATUS_LABEL: Record<AnnotationStatus, string> = { active: 'Active', resolved: 'Resolved', archived: 'Archived' };
export const SECTION_LABEL: Record<SectionId, string> = {
  'service-details': 'Service Details',
  parties: 'Parties',
  'timeline-payment': 'Timeline & Payment',
  terms: 'Contract Terms',
};

/** "Please enter annotation content" for blank text, else undefined. */
export function annotationContentError(content: string): string | undefined {
  const result = CreateAnnotationBodySchema.shape.content.safeParse(content);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const withToken = (url: string, token: string | null) => (token ? `${url}?token=${encodeURIComponent(token)}` : url);
const listUrl = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}/annotations`;
const itemUrl = (id: string) => `/api/annotations/${encodeURIComponent(id)}`;

export const annotationsKey = (contractId: string) => ['preview', contractId, 'annotations'] as const;

/** The proto shape, read leniently: decimals may come as text, and an unnamed author is allowed. */
const ListedAnnotationSchema = AnnotationSchema.extend({
  positionX: z.coerce.number(),
  positionY: z.coerce.number(),
  authorName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  parentId: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

/** Oldest first, so each keeps its number as new ones arrive. */
export async function fetchAnnotations(contractId: string, token: string | null): Promise<Annotation[]> {
  const res = await apiRequest('GET', withToken(listUrl(contractId), token));
  const list = z.array(ListedAnnotationSchema).parse(await res.json());
  return [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export interface NewAnnotation {
  content: string;
  type: AnnotationType;
  sectionId: SectionId;
  positionX: number;
  positionY: number;
}

export async function createAnnotation(contractId: string, token: string | null, body: NewAnnotation): Promise<void> {
  await apiRequest('POST', withToken(listUrl(contractId), token), body);
}

export interface AnnotationChanges {
  content?: string;
  type?: AnnotationType;
  status?: AnnotationStatus;
}

export async function updateAnnotation(id: string, token: string | null, changes: AnnotationChanges): Promise<void> {
  await apiRequest('PUT', withToken(itemUrl(id), token), changes);
}

export async function deleteAnnotation(id: string, token: string | null): Promise<void> {
  await apiRequest('DELETE', withToken(itemUrl(id), token));
}
