import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AnnotationType } from './annotationLabels';
import { shortQuote } from './anchors';
import { AnnotationFormActions, AnnotationTextField, AnnotationTypeField, useAnnotationText } from './AnnotationFields';

interface AnnotationComposerProps {
  /** The section's name ("1. PARTIES"). */
  label: string;
  /** The words the note will be about. */
  quote: string;
  pending: boolean;
  onSubmit: (value: { content: string; type: AnnotationType }) => void;
  onCancel: () => void;
}

/** The form that opens in the flow of the text, under the words chosen (it never covers them). */
export function AnnotationComposer({ label, quote, pending, onSubmit, onCancel }: AnnotationComposerProps) {
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

  return (
    <form
      className="composer"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={`Add annotation to ${label}`}
      data-no-annotate
    >
      {quote && <p className="composer-quote">Note on “{shortQuote(quote, 120)}”</p>}
      <AnnotationTypeField id={id} value={type} onChange={setType} />
      <AnnotationTextField id={id} text={text} placeholder="Add a comment, question or suggestion" />
      <AnnotationFormActions busy={pending} label="Add Annotation" busyLabel="Adding..." onCancel={onCancel} />
    </form>
  );
}
