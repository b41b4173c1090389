import { useId, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Label, Select } from '../../components/ui';
import { ANNOTATION_TYPES, SECTION_LABEL, TYPE_LABEL, annotationContentError, type AnnotationType, type SectionId } from './annotationsApi';
import type { SectionOffset } from './offset';

export const TYPE_OPTIONS = ANNOTATION_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }));

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
  const [content, setContent] = useState('');
  const [type, setType] = useState<AnnotationType>('comment');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = annotationContentError(content);
    setError(problem);
    if (!problem) onSubmit({ content: content.trim(), type });
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
      <div className="field">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select id={`${id}-type`} options={TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as AnnotationType)} />
      </div>
      <div className="field">
        <Label htmlFor={`${id}-content`}>Annotation</Label>
        <textarea
          id={`${id}-content`}
          className="input composer-text"
          rows={3}
          value={content}
          // The composer opens because the user asked for it: focus belongs here.
          autoFocus
          onChange={(e) => {
            setContent(e.target.value);
            if (error) setError(annotationContentError(e.target.value));
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Add a comment, question or suggestion"
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="composer-actions">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Adding...' : 'Add Annotation'}
        </Button>
      </div>
    </form>
  );
}
