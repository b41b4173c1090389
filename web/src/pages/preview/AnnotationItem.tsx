import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Locate, Pencil, Trash2 } from 'lucide-react';
import type { Annotation } from '@homepact/proto';
import { Badge, Button, Label, Select } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { dateTime } from '../../lib/contractFormat';
import { shortQuote, type Placed } from './anchors';
import { AnnotationFormActions, AnnotationTextField, AnnotationTypeField, useAnnotationText } from './AnnotationFields';
import {
  ANNOTATION_STATUSES,
  SECTION_LABEL,
  STATUS_LABEL,
  TYPE_LABEL,
  type AnnotationStatus,
  type AnnotationType,
  type SectionId,
} from './annotationLabels';
import type { AnnotationChanges } from '../../api/annotations';

const STATUS_OPTIONS = ANNOTATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));
const sectionLabel = (id: string) => SECTION_LABEL[id as SectionId] ?? id;

interface AnnotationItemProps {
  item: Placed;
  highlighted: boolean;
  busy: boolean;
  onSave: (changes: AnnotationChanges, done: () => void) => void;
  onDelete: () => void;
  /** Shows the words it is about in the contract (unfolding their section on a phone). */
  onLocate: () => void;
}

export function AnnotationItem({ item, highlighted, busy, onSave, onDelete, onLocate }: AnnotationItemProps) {
  const { annotation: a, number } = item;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const where = item.section ? (item.section.heading?.text ?? 'Opening lines') : sectionLabel(a.sectionId);
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
        <span className="note-section">{where}</span>
      </div>
      {item.quote && (
        <blockquote className="note-quote">
          <span className="visually-hidden">About the words: </span>
          {shortQuote(item.quote)}
        </blockquote>
      )}
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
            {item.range && (
              <Button variant="ghost" size="sm" onClick={onLocate} aria-label={`Show annotation ${number} in the contract`}>
                <Locate aria-hidden size={14} /> Show
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={busy} aria-label={`Edit annotation ${number}`}>
              <Pencil aria-hidden size={14} /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="btn-danger-text"
              onClick={() => setConfirming(true)}
              disabled={busy}
              aria-label={`Delete annotation ${number}`}
            >
              <Trash2 aria-hidden size={14} /> Delete
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Delete annotation ${number}?`}
            description={
              <>“{shortQuote(a.content, 160)}” will be removed from the contract for everyone who can see it. This cannot be undone.</>
            }
            confirmLabel="Delete"
            destructive
            onConfirm={onDelete}
          />
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
