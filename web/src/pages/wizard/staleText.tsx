import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui';
import { formSnapshot } from './payloads';
import { stepOfField } from './steps';
import type { WizardDraft } from './draftStorage';

/** The wizard steps whose answers differ between two form snapshots (see formSnapshot), in wizard order. */
export function changedSteps(before: string, after: string): string[] {
  const read = (snapshot: string) => new Map(JSON.parse(snapshot) as Array<[string, unknown]>);
  const a = read(before);
  const b = read(after);
  const fields = new Set([...a.keys(), ...b.keys()]);
  const steps = [...fields]
    .filter((f) => JSON.stringify(a.get(f)) !== JSON.stringify(b.get(f)))
    .map((f) => stepOfField(f))
    .filter((s) => s !== undefined);
  return [...new Map(steps.sort((x, y) => x.id - y.id).map((s) => [s.id, s.name])).values()];
}

/**
 * Whether the contract text was written from other answers than the form now
 * holds, and which steps changed. Drafts from before this was recorded are
 * not known to be stale.
 */
export function staleText(draft: WizardDraft): { stale: boolean; steps: string[] } {
  if (!draft.finalContract?.trim() || draft.generatedFormKey === undefined) return { stale: false, steps: [] };
  const now = formSnapshot(draft);
  if (now === draft.generatedFormKey) return { stale: false, steps: [] };
  try {
    return { stale: true, steps: changedSteps(draft.generatedFormKey, now) };
  } catch {
    return { stale: true, steps: [] };
  }
}

/** The one sentence said wherever a stale text would otherwise be saved or sent. */
export const STALE_MESSAGE = 'Your answers changed after the contract text was written. Rewrite the text so it says what your answers say.';

/** The notice over a stale text, with the one way forward: write it again. */
export function StaleTextNotice({ steps, onRewrite, busy }: { steps: string[]; onRewrite: () => void; busy: boolean }) {
  return (
    <div className="wz-stale" role="alert">
      <p>
        <strong>The text below is out of date.</strong> You changed your answers{steps.length > 0 ? ` (${steps.join(', ')})` : ''} after it
        was written, so it still says the old ones. Nothing is saved or sent until it is rewritten; sections you added yourself are kept.
      </p>
      <Button onClick={onRewrite} disabled={busy}>
        <RefreshCw aria-hidden size={16} /> Rewrite the text with my answers
      </Button>
    </div>
  );
}
