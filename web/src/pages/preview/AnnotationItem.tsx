import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { Annotation } from '@homepact/proto';
import { Badge, Button, Label, Select } from '../../components/ui';
import { dateTime } from '../../lib/contractFormat';
import { AnnotationFormActions, AnnotationTextField, AnnotationTypeField, useAnnotationText } from './AnnotationFields';
import {
  ANNOTATION_STATUSES,
  SECTION_LABEL,
  STATUS_LABEL,
  TYPE_LABEL,
  type AnnotationChanges,
  type AnnotationStatus,
  type AnnotationType,
  type SectionId,
} from './annotationsApi';

const STATUS_OPTIONS = ANNOTATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));
const sectionLabel = (id: string) => SECTION_LABEL[id as SectionId] ?? id;

interface AnnotationItemProps {
  annotation: Annotation;
  number: number;
  highlighted: boolean;
  busy: boolean;
  onSave: (changes: AnnotationChanges, done: () => void) => void;
  onDelete: () => void;
}

export function AnnotationItem({ annotation: a, number, highlighted, busy, onSave, onDelete }: AnnotationItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <li
      id={`annotation-${a.id}`}
      className={clsx('note', highlighted && 'note-highlighted', a.status !== 'active' && 'note-inactive')}
      tabIndex={-1}
    >
      <div className="note-head">
        <span className={clsx('note-number', `marker-${a.type}`)} aria-hidden>
          {number}
        </span>
        <span className="visually-hidden">Annotation {number}:</span>
        <Badge variant="secondary">{TYPE_LABEL[a.type]}</Badge>
        <Badge variant={a.status === 'active' ? 'outline' : a.status === 'resolved' ? 'success' : 'secondary'}>
          {STATUS_LABEL[a.status]}
        </Badge>
        <span className="note-section">{sectionLabel(a.sectionId)}</span>
      </div>
      {editing ? (
        <EditForm
          annotation={a}
          number={number}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(changes) => onSave(changes, () => setEditing(false))}
        />
      ) : (
        <>
          <p className="note-content">{a.content}</p>
          <p className="note-meta">
            {a.authorName || 'Someone'} · <time dateTime={a.createdAt}>{dateTime(a.createdAt)}</time>
          </p>
          <div className="note-actions">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={busy} aria-label={`Edit annotation ${number}`}>
              <Pencil aria-hidden size={14} /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="btn-danger-text"
              onClick={onDelete}
              disabled={busy}
              aria-label={`Delete annotation ${number}`}
            >
              <Trash2 aria-hidden size={14} /> Delete
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

interface EditFormProps {
  annotation: Annotation;
  number: number;
  busy: boolean;
  onCancel: () => void;
  onSave: (changes: AnnotationChanges) => void;
}

function EditForm({ annotation: a, number, busy, onCancel, onSave }: EditFormProps) {
  const id = useId();
  const text = useAnnotationText(a.content);
  const [type, setType] = useState<AnnotationType>(a.type);
  const [status, setStatus] = useState<AnnotationStatus>(a.status);

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.check();
    if (content === undefined) return;
    const changes: AnnotationChanges = {};
    if (content !== a.content) changes.content = content;
    if (type !== a.type) changes.type = type;
    if (status !== a.status) changes.status = status;
    if (Object.keys(changes).length === 0) return onCancel();
    onSave(changes);
  }

  return (
    <form className="stack note-edit" onSubmit={submit} noValidate aria-label={`Edit annotation ${number}`}>
      <AnnotationTextField id={id} text={text} />
      <div className="note-edit-selects">
        <AnnotationTypeField id={id} value={type} onChange={setType} />
        <div className="field">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            options={STATUS_OPTIONS}
            value={status}
            onChange={(e) => setStatus(e.target.value as AnnotationStatus)}
          />
        </div>
      </div>
      <AnnotationFormActions busy={busy} label="Save" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
