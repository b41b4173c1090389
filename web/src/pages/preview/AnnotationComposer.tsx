import { useId, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { SECTION_LABEL, type AnnotationType, type SectionId } from './annotationsApi';
import { AnnotationFormActions, AnnotationTextField, AnnotationTypeField, useAnnotationText } from './AnnotationFields';
import type { SectionOffset } from './offset';

interface AnnotationComposerProps {
  sectionId: SectionId;
  offset: SectionOffset;
  pending: boolean;
  onSubmit: (value: { content: string; type: AnnotationType }) => void;
  onCancel: () => void;
}

/** The inline form that opens where a section was clicked. */
export function AnnotationComposer({ sectionId, offset, pending, onSubmit, onCancel }: AnnotationComposerProps) {
  const id = useId();
  const text = useAnnotationText('');
  const [type, setType] = useState<AnnotationType>('comment');

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.check();
    if (content !== undefined) onSubmit({ content, type });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const style = { '--x': `${offset.positionX}%`, '--y': `${offset.positionY}%` } as CSSProperties;
  return (
    <form
      className="composer"
      style={style}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={`Add annotation to ${SECTION_LABEL[sectionId]}`}
      data-no-annotate
    >
      <AnnotationTypeField id={id} value={type} onChange={setType} />
      <AnnotationTextField id={id} text={text} placeholder="Add a comment, question or suggestion" />
      <AnnotationFormActions busy={pending} label="Add Annotation" busyLabel="Adding..." onCancel={onCancel} />
    </form>
  );
}
