import type { z } from 'zod';
import type { AnnotationSectionSchema } from '@homepact/proto';
import { AnnotationStatusSchema, AnnotationTypeSchema, CreateAnnotationBodySchema } from '@homepact/proto';

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
