import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './validation';

/**
 * A form's draft, checked with a schema (usually the server's own): nothing is
 * flagged before the first submit; after it, the messages follow the person's
 * corrections as they type.
 */
export function useCheckedDraft<D extends object, Out>(initial: D | (() => D), check: (draft: D) => z.ZodSafeParseResult<Out>) {
  type Field = Extract<keyof D, string>;
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempted, setAttempted] = useState(false);

  function set<K extends keyof D>(field: K, value: D[K]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (attempted) {
      const result = check(next);
      setErrors(result.success ? {} : fieldErrors<Field>(result.error));
    }
  }

  /**
   * The checked value; or undefined after showing the messages and taking
   * keyboard and screen-reader users to the first field to fix in `form`.
   */
  function submit(form: HTMLFormElement | null): Out | undefined {
    setAttempted(true);
    const result = check(draft);
    if (!result.success) {
      setErrors(fieldErrors<Field>(result.error));
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return undefined;
    }
    setErrors({});
    return result.data;
  }

  /** A fresh start, e.g. after the message was sent. */
  function reset(next: D) {
    setDraft(next);
    setErrors({});
    setAttempted(false);
  }

  return { draft, errors, set, submit, reset };
}
