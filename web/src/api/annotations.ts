import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import {
  AnnotationSchema,
  type Annotation,
  type AnnotationSectionSchema,
  type AnnotationStatusSchema,
  type AnnotationTypeSchema,
} from '@homepact/proto';
import { apiRequest, requestJson, withToken } from './http';

/** A contract's annotations (notes on the preview page); a signing link's `token` goes with every call. */

type AnnotationType = z.infer<typeof AnnotationTypeSchema>;
type AnnotationStatus = z.infer<typeof AnnotationStatusSchema>;
type SectionId = z.infer<typeof AnnotationSectionSchema>;

const listUrl = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}/annotations`;
const itemUrl = (id: string) => `/api/annotations/${encodeURIComponent(id)}`;

/** Under the contract's own key: reloading the contract reloads its notes. */
export const annotationKeys = { list: (contractId: string) => ['contracts', contractId, 'annotations'] as const };

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
async function fetchAnnotations(contractId: string, token: string | null): Promise<Annotation[]> {
  const list = await requestJson('GET', withToken(listUrl(contractId), token), z.array(ListedAnnotationSchema));
  return [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export const annotationsQuery = (contractId: string, token: string | null) =>
  queryOptions({ queryKey: annotationKeys.list(contractId), queryFn: () => fetchAnnotations(contractId, token) });

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
