import type { FormEvent } from 'react';
import { CreateTestimonialBodySchema, type AdminTestimonial, type CreateTestimonialBody } from '@homepact/proto';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Switch } from '../../components/ui/Switch';
import { useForm } from '../../lib/useForm';
import { FormActions, type EditFormProps } from './EditDialog';

interface Draft {
  content: string;
  rating: string;
  name: string;
  title: string;
  company: string;
  imageUrl: string;
  featured: boolean;
}
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

const check = (d: Draft) => CreateTestimonialBodySchema.safeParse({ ...d, rating: d.rating.trim() === '' ? undefined : d.rating });

/** Create or edit a testimonial; the checks and messages are the server's (CreateTestimonialBodySchema). */
export function TestimonialForm({
  initial,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: EditFormProps<AdminTestimonial, CreateTestimonialBody>) {
  const { draft, errors, set, submit } = useForm(() => testimonialDraft(initial), check);

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The parsed body: trimmed text, the rating as a number, blanks as null.
    const body = submit(e.currentTarget);
    if (body) onSubmit(body);
  }

  return (
    <form className="stack adm-form" onSubmit={handleSubmit} noValidate>
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
      <FormActions
        saving={saving}
        serverError={serverError}
        onCancel={onCancel}
        submitLabel={initial ? 'Save Changes' : 'Add Testimonial'}
      />
    </form>
  );
}
