import { useState } from 'react';
import { Button, Label, Select } from '../../components/ui';
import { ANNOTATION_TYPES, TYPE_LABEL, annotationContentError, type AnnotationType } from './annotationLabels';

/** The fields and buttons shared by the form that adds an annotation and the one that edits it. */

const TYPE_OPTIONS = ANNOTATION_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }));

/** An annotation's text: checked when the form is sent, then again as the person corrects it. */
export function useAnnotationText(initial: string) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string>();
  return {
    content,
    error,
    change(value: string) {
      setContent(value);
      if (error) setError(annotationContentError(value));
    },
    /** The trimmed text; or undefined, with the reason shown, when it cannot be saved. */
    check(): string | undefined {
      const problem = annotationContentError(content);
      setError(problem);
      return problem ? undefined : content.trim();
    },
  };
}

export function AnnotationTextField({
  id,
  text,
  placeholder,
}: {
  id: string;
  text: ReturnType<typeof useAnnotationText>;
  placeholder?: string;
}) {
  return (
    <div className="field">
      <Label htmlFor={`${id}-content`}>Annotation</Label>
      <textarea
        id={`${id}-content`}
        className="input composer-text"
        rows={3}
        value={text.content}
        // The form opens because the person asked for it: focus belongs here.
        autoFocus
        onChange={(e) => text.change(e.target.value)}
        aria-invalid={Boolean(text.error)}
        aria-describedby={text.error ? `${id}-error` : undefined}
        placeholder={placeholder}
      />
      {text.error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {text.error}
        </p>
      )}
    </div>
  );
}

export function AnnotationTypeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AnnotationType;
  onChange: (type: AnnotationType) => void;
}) {
  return (
    <div className="field">
      <Label htmlFor={`${id}-type`}>Type</Label>
      <Select id={`${id}-type`} options={TYPE_OPTIONS} value={value} onChange={(e) => onChange(e.target.value as AnnotationType)} />
    </div>
  );
}

export function AnnotationFormActions({
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="composer-actions">
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
