import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ArrowRight, Home, Lightbulb, ListChecks, LoaderCircle, RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { GenerateScopeBodySchema, GenerateScopeResponseSchema, type GenerateScopeBody, type GenerateScopeResponse } from '@homepact/proto';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label } from '../../components/ui';
import { apiRequest } from '../../lib/queryClient';
import { toast } from '../../lib/toast';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';
import './scope.css';

/** The quick-setup data from the home page, or undefined when there is none fit to use. */
export function readScopeRequest(storage: Storage = localStorage): GenerateScopeBody | undefined {
  try {
    const raw = storage.getItem(QUICK_SETUP_KEY);
    if (raw === null) return undefined;
    const { contractDetails, persona, selectedState } = JSON.parse(raw) as Record<string, unknown>;
    const parsed = GenerateScopeBodySchema.safeParse({ contractDetails, persona, selectedState });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
  const [request] = useState(readScopeRequest);

  useEffect(() => {
    if (!request) navigate('/', { replace: true });
  }, [request, navigate]);

  const scope = useQuery<GenerateScopeResponse>({
    queryKey: ['/api/generate-scope', request],
    enabled: Boolean(request),
    queryFn: async () => GenerateScopeResponseSchema.parse(await (await apiRequest('POST', '/api/generate-scope', request)).json()),
  });

  if (!request) return null;
  if (scope.isFetching || scope.isPending) return <GeneratingState />;
  if (scope.isError) return <ErrorState onRetry={() => scope.refetch()} onHome={() => navigate('/')} />;
  // Keyed by the answer: a regenerated scope starts a fresh editor.
  return <ScopeEditor key={scope.dataUpdatedAt} request={request} result={scope.data} onRegenerate={() => scope.refetch()} />;
}

function GeneratingState() {
  return (
    <main className="page container sc-page" aria-busy="true">
      <Card className="sc-status-card">
        <CardContent className="sc-status" role="status">
          <span className="sc-status-icon" aria-hidden>
            <LoaderCircle size={32} className="spin" />
          </span>
          <h1 className="sc-status-title">AI is Generating Your Scope of Work</h1>
          <p className="muted">This usually takes a few seconds. We are turning your description into a clear, itemized scope.</p>
        </CardContent>
      </Card>
    </main>
  );
}

function ErrorState({ onRetry, onHome }: { onRetry: () => void; onHome: () => void }) {
  return (
    <main className="page container sc-page">
      <Card className="sc-status-card">
        <CardContent className="sc-status">
          <span className="sc-status-icon sc-status-error" aria-hidden>
            <TriangleAlert size={32} />
          </span>
          <h1 className="sc-status-title">Something went wrong</h1>
          <p role="alert">Failed to generate scope of work. Please try again.</p>
          <div className="button-row sc-center-row">
            <Button onClick={onHome}>
              <Home aria-hidden size={16} /> Go Back to Home
            </Button>
            <Button variant="outline" onClick={onRetry}>
              <RefreshCw aria-hidden size={16} /> Try Again
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
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
