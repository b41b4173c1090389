import { useState, type FormEvent } from 'react';
import { CreateTestimonialBodySchema, type AdminTestimonial, type CreateTestimonialBody } from '@homepact/proto';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Switch } from '../../components/ui/Switch';
import { fieldErrors, type FieldErrors } from '../../lib/validation';

interface Draft {
  content: string;
  rating: string;
  name: string;
  title: string;
  company: string;
  imageUrl: string;
  featured: boolean;
}
type DraftField = keyof Draft;

export function testimonialDraft(t?: AdminTestimonial): Draft {
  return {
    content: t?.content ?? '',
    rating: t?.rating ?? '5',
    name: t?.name ?? '',
    title: t?.title ?? '',
    company: t?.company ?? '',
    imageUrl: t?.imageUrl ?? '',
    featured: t?.featured ?? false,
  };
}

interface Props {
  initial?: AdminTestimonial;
  saving: boolean;
  serverError?: string | undefined;
  onSubmit: (body: CreateTestimonialBody) => void;
  onCancel: () => void;
}

/** Create or edit a testimonial; the checks and messages are the server's (CreateTestimonialBodySchema). */
export function TestimonialForm({ initial, saving, serverError, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState<Draft>(() => testimonialDraft(initial));
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});
  const [attempted, setAttempted] = useState(false);

  const check = (d: Draft) => CreateTestimonialBodySchema.safeParse({ ...d, rating: d.rating.trim() === '' ? undefined : d.rating });

  function set<K extends DraftField>(field: K, value: Draft[K]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (attempted) {
      const result = check(next);
      setErrors(result.success ? {} : fieldErrors<DraftField>(result.error));
    }
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAttempted(true);
    const result = check(draft);
    if (!result.success) {
      setErrors(fieldErrors<DraftField>(result.error));
      const form = e.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    // The parsed body: trimmed text, the rating as a number, blanks as null.
    onSubmit(result.data);
  }

  return (
    <form className="stack adm-form" onSubmit={submit} noValidate>
      <Field label="Testimonial" error={errors.content} hint="What the customer said, at least 10 characters.">
        {(control) => (
          <textarea
            {...control}
            className="input adm-textarea"
            rows={4}
            value={draft.content}
            onChange={(e) => set('content', e.target.value)}
          />
        )}
      </Field>
      <div className="form-grid">
        <Field label="Customer name" error={errors.name}>
          {(control) => <Input {...control} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="Rating (1 to 5)" error={errors.rating}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={1}
              max={5}
              step={0.5}
              value={draft.rating}
              onChange={(e) => set('rating', e.target.value)}
            />
          )}
        </Field>
        <Field label="Title" error={errors.title} hint="e.g. Homeowner, Licensed Electrician">
          {(control) => <Input {...control} value={draft.title} onChange={(e) => set('title', e.target.value)} />}
        </Field>
        <Field label="Company (optional)" error={errors.company}>
          {(control) => <Input {...control} value={draft.company} onChange={(e) => set('company', e.target.value)} />}
        </Field>
        <div className="span-2">
          <Field label="Photo URL (optional)" error={errors.imageUrl}>
            {(control) => (
              <Input {...control} type="url" inputMode="url" value={draft.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />
            )}
          </Field>
        </div>
      </div>
      <div className="adm-switch-row">
        <Switch id="adm-testimonial-featured" checked={draft.featured} onCheckedChange={(v) => set('featured', v)} />
        <Label htmlFor="adm-testimonial-featured">Feature on the home page</Label>
      </div>
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
          {saving ? 'Saving...' : initial ? 'Save Changes' : 'Add Testimonial'}
        </Button>
      </div>
    </form>
  );
}
