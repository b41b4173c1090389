import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
// Closed toasts stay mounted briefly so Radix can play the exit animation.
const REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

/** Closes whatever is on screen, e.g. an error that a later success made stale. */
export function dismissAllToasts() {
  for (const t of toasts) if (t.open) dismissToast(t.id);
}

/** Shows a toast; a new one replaces the one on screen (one visible at a time). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
