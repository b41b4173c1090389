import { useEffect } from 'react';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page without saving them?';

/**
 * Warns before unsaved changes are lost (settings were lost silently without Save; docs/decisions/0006-wording-and-small-decisions.md): the
 * browser's own prompt when the tab closes or reloads, and a confirmation before following a link inside
 * the app. The click is caught before React Router's Link sees it; declining cancels the navigation.
 */
export function useUnsavedChanges(dirty: boolean, confirm: (question: string) => boolean = (q) => window.confirm(q)): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return;
      if (!confirm(UNSAVED_CHANGES_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm]);
}
