import { Fragment, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { humanError } from './format';
import { FormDialog } from '../../components/ui/FormDialog';

/** The create and edit dialog of the admin lists (parties, testimonials): what it holds and how it saves. */

export type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T } | null;
type Mode = 'create' | 'edit';

/** What a create/edit form gets from its dialog. */
export interface EditFormProps<T, Body> {
  initial?: T | undefined;
  saving: boolean;
  serverError?: string | undefined;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

interface EditDialogOptions<T, Body> {
  create: (body: Body) => Promise<unknown>;
  update: (item: T, body: Body) => Promise<unknown>;
  /** After a save: the toast and the reloads. The dialog closes. */
  onSaved: (mode: Mode) => void;
  /** After a failed save: the toast. The dialog stays open with the server's message. */
  onFailed: (error: unknown, mode: Mode) => void;
}

/** The item a create/edit dialog is open for, its save, and the server's message when the save failed. */
export function useEditDialog<T, Body>({ create, update, onSaved, onFailed }: EditDialogOptions<T, Body>) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [serverError, setServerError] = useState<string>();
  const mode: Mode = editing?.mode ?? 'create';
  const save = useMutation({
    mutationFn: (body: Body) => (editing?.mode === 'edit' ? update(editing.item, body) : create(body)),
    onSuccess: () => {
      onSaved(mode);
      setEditing(null);
    },
    onError: (error) => {
      setServerError(humanError(error));
      onFailed(error, mode);
    },
  });
  const open = (next: Editing<T>) => {
    setServerError(undefined);
    save.reset();
    setEditing(next);
  };
  return { editing, open, close: () => setEditing(null), save, serverError };
}

interface EditDialogProps<T, Body> {
  dialog: ReturnType<typeof useEditDialog<T, Body>>;
  itemKey: (item: T) => string;
  title: Record<Mode, string>;
  description: (item: T | undefined) => string;
  size?: 'default' | 'wide';
  /** The form, given what it needs from the dialog. */
  children: (form: EditFormProps<T, Body>) => ReactNode;
}

/** The create/edit dialog: it stays open while saving, and the form starts afresh for every item. */
export function EditDialog<T, Body>({ dialog, itemKey, title, description, size, children }: EditDialogProps<T, Body>) {
  const { editing, save, close } = dialog;
  const item = editing?.mode === 'edit' ? editing.item : undefined;
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(o) => !o && !save.isPending && close()}
      title={item ? title.edit : title.create}
      description={description(item)}
      size={size}
    >
      {editing ? (
        <Fragment key={item ? itemKey(item) : 'new'}>
          {children({
            initial: item,
            saving: save.isPending,
            serverError: dialog.serverError,
            onSubmit: (body) => save.mutate(body),
            onCancel: close,
          })}
        </Fragment>
      ) : null}
    </FormDialog>
  );
}

/** The end of a create/edit form: the server's message, Cancel and the submit button. */
export function FormActions({
  saving,
  serverError,
  onCancel,
  submitLabel,
}: {
  saving: boolean;
  serverError?: string | undefined;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <>
      {serverError ? (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="dialog-actions adm-form-actions">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
