import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './validation';

/** What a form's check says of a draft: the value to send, or a message per field. */
export type FormCheck<Out, K extends string> = { ok: true; value: Out } | { ok: false; errors: FieldErrors<K> };

/** A schema's safeParse over the draft, or a check of the form's own. */
type Check<D, Out, K extends string> = (draft: D) => z.ZodSafeParseResult<Out> | FormCheck<Out, K>;

function run<D, Out, K extends string>(check: Check<D, Out, K>, draft: D): FormCheck<Out, K> {
  const result = check(draft);
  if ('ok' in result) return result;
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors<K>(result.error) };
}

/**
 * The one way a form keeps its state: the draft as typed, checked with a schema (usually the server's own,
 * from proto). Nothing is flagged before the first submit; after it, the messages are worked out from the
 * draft whenever they are read, so they follow the person's corrections as they type and no state update
 * has to set another. A message from the server (a refusal of one field) shows until the next change.
 *
 * `errors` is read lazily: a page whose check needs values it works out later in its render (after its
 * loading returns) reads `form.errors` there, not at the hook's call.
 */
export function useForm<D extends object, Out, K extends string = Extract<keyof D, string>>(
  initial: D | (() => D),
  check: Check<D, Out, K>,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});

  function patch(next: Partial<D>) {
    setDraft((prev) => ({ ...prev, ...next }));
    setServerErrors({});
  }

  return {
    draft,
    get errors(): FieldErrors<K> {
      const checked = attempted ? run(check, draft) : undefined;
      return { ...(checked && !checked.ok ? checked.errors : {}), ...serverErrors };
    },
    patch,
    set<F extends keyof D>(field: F, value: D[F]) {
      patch({ [field]: value } as unknown as Partial<D>);
    },
    /**
     * The checked value; or undefined after showing the messages and taking keyboard and screen-reader
     * users to the first field to fix in `form` (null: the page moves focus itself, from `check`).
     */
    submit(form: HTMLFormElement | null): Out | undefined {
      setAttempted(true);
      setServerErrors({});
      const result = run(check, draft);
      if (result.ok) return result.value;
      if (form) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return undefined;
    },
    /** The messages the draft has now, shown or not yet. */
    check(): FieldErrors<K> {
      const result = run(check, draft);
      return result.ok ? {} : result.errors;
    },
    /** Shows the server's messages for its fields (they clear at the next change). */
    showServerErrors: setServerErrors,
    /** A fresh start, e.g. after the message was sent. */
    reset(next: D) {
      setDraft(next);
      setAttempted(false);
      setServerErrors({});
    },
  };
}
