import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ArrowRight, Home, Lightbulb, ListChecks, LoaderCircle, RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { GenerateScopeBodySchema, type GenerateScopeBody, type GenerateScopeResponse } from '@homepact/proto';
import { scopeQuery } from '../../api/scope';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label } from '../../components/ui';
import { errorStatus, errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';
import './scope.css';

/**
 * What the home page's quick setup left for this page: nothing (go home, as
 * the spec says), a request the scope service accepts, or one it would
 * refuse (a description of one or two characters: the quick-setup form has
 * no minimum, the service asks for three), with the reason to show.
 */
export type ScopeStart =
  | { kind: 'none' }
  | { kind: 'ok'; request: GenerateScopeBody }
  | { kind: 'refused'; message: string; contractDetails: string; persona: unknown; selectedState: unknown };

export function readScopeStart(storage: Storage = localStorage): ScopeStart {
  let stored: Record<string, unknown>;
  try {
    const raw = storage.getItem(QUICK_SETUP_KEY);
    if (raw === null) return { kind: 'none' };
    stored = JSON.parse(raw) as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
  const { contractDetails, persona, selectedState } = stored;
  const parsed = GenerateScopeBodySchema.safeParse({ contractDetails, persona, selectedState });
  if (parsed.success) return { kind: 'ok', request: parsed.data };
  return {
    kind: 'refused',
    message: parsed.error.issues[0]?.message ?? 'The description could not be used.',
    contractDetails: typeof contractDetails === 'string' ? contractDetails : '',
    persona,
    selectedState,
  };
}

/** The quick-setup data from the home page, or undefined when there is none fit to use. */
export function readScopeRequest(storage: Storage = localStorage): GenerateScopeBody | undefined {
  const start = readScopeStart(storage);
  return start.kind === 'ok' ? start.request : undefined;
}

/** Stores the edited scope as aiGeneratedScope next to the quick-setup data, for the wizard to merge. */
export function storeScope(request: GenerateScopeBody, scope: string, storage: Storage = localStorage): void {
  storage.setItem(QUICK_SETUP_KEY, JSON.stringify({ ...request, aiGeneratedScope: scope }));
}

const NEXT_STEPS = [
  'Your edited scope of work goes into the service contract.',
  'You complete the remaining details: the parties, payment, schedule and terms.',
  'You generate a PDF contract, ready for both parties to sign.',
];

export function ScopeEditorPage() {
  const navigate = useNavigate();
  const [start] = useState(readScopeStart);
  const [request, setRequest] = useState(start.kind === 'ok' ? start.request : undefined);

  useEffect(() => {
    if (start.kind === 'none') navigate('/', { replace: true });
  }, [start, navigate]);

  const scope = useQuery({ ...scopeQuery(request), enabled: Boolean(request) });

  if (!request) {
    return start.kind === 'refused' ? <RefusedState start={start} onFixed={setRequest} onHome={() => navigate('/')} /> : null;
  }
  if (scope.isFetching || scope.isPending) return <GeneratingState />;
  if (scope.isError) return <ErrorState error={scope.error} onRetry={() => scope.refetch()} onHome={() => navigate('/')} />;
  // Keyed by the answer: a regenerated scope starts a fresh editor.
  return <ScopeEditor key={scope.dataUpdatedAt} request={request} result={scope.data} onRegenerate={() => scope.refetch()} />;
}

/** The page as one centred card: an icon, a title and what follows it (while generating, or when it failed). */
function StatusPage({ busy = false, title, children }: { busy?: boolean; title: string; children: ReactNode }) {
  return (
    <main className="page container sc-page" aria-busy={busy || undefined}>
      <Card className="sc-status-card">
        <CardContent className="sc-status" role={busy ? 'status' : undefined}>
          <span className={busy ? 'sc-status-icon' : 'sc-status-icon sc-status-error'} aria-hidden>
            {busy ? <LoaderCircle size={32} className="spin" /> : <TriangleAlert size={32} />}
          </span>
          <h1 className="sc-status-title">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </main>
  );
}

function GeneratingState() {
  return (
    <StatusPage busy title="AI is Generating Your Scope of Work">
      <p className="muted">This usually takes a few seconds. We are turning your description into a clear, itemized scope.</p>
    </StatusPage>
  );
}

/**
 * A description the scope service would refuse: say why, and let the
 * visitor fix it here (or go back home) instead of being sent home silently.
 */
function RefusedState({
  start,
  onFixed,
  onHome,
}: {
  start: Extract<ScopeStart, { kind: 'refused' }>;
  onFixed: (request: GenerateScopeBody) => void;
  onHome: () => void;
}) {
  const [details, setDetails] = useState(start.contractDetails);
  const [message, setMessage] = useState(start.message);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = GenerateScopeBodySchema.safeParse({
      contractDetails: details,
      persona: start.persona,
      selectedState: start.selectedState,
    });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? 'The description could not be used.');
      return;
    }
    try {
      localStorage.setItem(QUICK_SETUP_KEY, JSON.stringify(parsed.data));
    } catch {
      // Storage blocked: the scope is still written; the wizard will ask again.
    }
    onFixed(parsed.data);
  };
  // Only the description can be fixed here; a broken role or state needs the home page's form.
  const fixable = GenerateScopeBodySchema.safeParse({
    contractDetails: 'a valid description',
    persona: start.persona,
    selectedState: start.selectedState,
  }).success;
  return (
    <StatusPage title="Tell us a little more about the job">
      <p role="alert">{message}</p>
      {fixable ? (
        <form onSubmit={submit} noValidate className="stack sc-refused-form">
          <Label htmlFor="sc-details">Describe the job</Label>
          <textarea
            id="sc-details"
            className="input"
            rows={3}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            placeholder="For example: replace the kitchen faucet and fix a leaking shower valve"
          />
          <div className="button-row sc-center-row">
            <Button type="submit">
              <Sparkles aria-hidden size={16} /> Write my scope
            </Button>
            <Button type="button" variant="outline" onClick={onHome}>
              <Home aria-hidden size={16} /> Go Back to Home
            </Button>
          </div>
        </form>
      ) : (
        <div className="button-row sc-center-row">
          <Button onClick={onHome}>
            <Home aria-hidden size={16} /> Go Back to Home
          </Button>
        </div>
      )}
    </StatusPage>
  );
}

function ErrorState({ error, onRetry, onHome }: { error: unknown; onRetry: () => void; onHome: () => void }) {
  // A 400 says what the service would not accept; anything else gets the spec's message.
  const refused = errorStatus(error) === 400 ? errorText(error) : undefined;
  return (
    <StatusPage title="Something went wrong">
      <p role="alert">{refused ?? 'Failed to generate scope of work. Please try again.'}</p>
      <div className="button-row sc-center-row">
        <Button onClick={onHome}>
          <Home aria-hidden size={16} /> Go Back to Home
        </Button>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden size={16} /> Try Again
        </Button>
      </div>
    </StatusPage>
  );
}

interface ScopeEditorProps {
  request: GenerateScopeBody;
  result: GenerateScopeResponse;
  onRegenerate: () => void;
}

function ScopeEditor({ request, result, onRegenerate }: ScopeEditorProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(result.aiGeneratedScope);
  const [saving, setSaving] = useState(false);
  const blank = text.trim() === '';

  const createContract = () => {
    if (blank || saving) return;
    setSaving(true);
    try {
      storeScope(request, text);
      navigate('/contract');
    } catch {
      setSaving(false);
      toast({ title: 'Error', description: 'Failed to save scope. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <main className="page container sc-page">
      <div className="page-heading">
        <div>
          <p className="sc-eyebrow">
            <Sparkles aria-hidden size={16} /> AI-generated
          </p>
          <h1>Review Your Scope of Work</h1>
          <p className="muted">Edit anything that is not right. This text becomes the scope section of your contract.</p>
        </div>
      </div>

      <div className="sc-layout">
        <Card className="sc-editor-card">
          <CardContent className="stack">
            <Label htmlFor="sc-scope">Scope of work</Label>
            <textarea
              id="sc-scope"
              className="input sc-textarea"
              rows={20}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby="sc-scope-hint"
            />
            <p id="sc-scope-hint" className="field-hint">
              {blank ? 'The scope cannot be empty.' : `${text.trim().split(/\s+/).length} words`}
            </p>
            <div className="button-row">
              <Button size="lg" onClick={createContract} disabled={saving || blank}>
                {saving ? 'Saving...' : 'Create Service Contract'} <ArrowRight aria-hidden size={18} />
              </Button>
              <Button size="lg" variant="outline" onClick={onRegenerate} disabled={saving}>
                <RefreshCw aria-hidden size={16} /> Regenerate
              </Button>
            </div>
          </CardContent>
        </Card>

        <aside className="sc-side">
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Lightbulb aria-hidden size={20} className="sc-tip-icon" /> Editing Tips
              </CardTitle>
              <CardDescription>Suggestions for this job.</CardDescription>
            </CardHeader>
            <CardContent>
              {result.suggestions.length > 0 ? (
                <ul className="sc-list">
                  {result.suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              ) : (
                <p className="muted">Check quantities, brands and what is not included.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <ListChecks aria-hidden size={20} className="text-primary" /> What Happens Next
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="sc-list sc-steps">
                {NEXT_STEPS.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </aside>
      </div>
    </main>
  );
}
