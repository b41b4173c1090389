import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, FileX, MessageSquarePlus, Pencil } from 'lucide-react';
import { parseContract } from '@homepact/legal';
import { Button, Card, CardContent, CardDescription, CardTitle, buttonClass } from '../../components/ui';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { contractPdfUrl, downloadFallbackName, fetchPdf, saveFile } from '../../lib/pdfDownload';
import { errorStatus } from '../../api/errors';
import { REDIRECT_KEY } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { PageLoading } from '../PageLoading';
import { contractQuery } from '../../api/contracts';
import { encodeRange, placeAnnotation, previewDocument, shortQuote, snapToWords, type Placed } from './anchors';
import { AnnotationPanel } from './AnnotationPanel';
import { PreviewDocumentView, type ComposerState } from './PreviewDocument';
import { useAnnotations } from './useAnnotations';
import { useTextSelection } from './useTextSelection';
import '../../components/ui/contract-page-header.css';
import { EvidenceRecordButtons } from '../../components/EvidenceRecordButtons';
import './preview.css';

export function PreviewPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const contract = useQuery({ ...contractQuery(id, token), staleTime: 0 });
  // A note that fails because the contract is gone (deleted meanwhile) reloads it: the page then says so.
  const { list, add, update, remove } = useAnnotations(id, token, contract.isSuccess, () => void contract.refetch());
  const [composer, setComposer] = useState<ComposerState | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const [openSections, setOpenSections] = useState<ReadonlySet<number>>(new Set());
  const text = contract.data ? (contract.data.editedContractContent ?? contract.data.finalContract) : null;
  const doc = useMemo(() => (text ? previewDocument(parseContract(text)) : null), [text]);
  const placed = useMemo<Placed[]>(() => (doc ? (list.data ?? []).map((a, i) => placeAnnotation(doc, a, i + 1)) : []), [doc, list.data]);
  const selection = useTextSelection(doc);

  const download = useMutation({
    mutationFn: () => fetchPdf('GET', contractPdfUrl(id, token), downloadFallbackName(contract.data?.serviceType ?? '')),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      toast({ title: 'PDF Downloaded', description: `Saved as ${file.filename}.` });
    },
    onError: () => toast({ title: 'Download Error', description: 'Failed to download PDF. Please try again.', variant: 'destructive' }),
  });

  if (contract.isPending) return <PageLoading label="Loading contract..." />;
  if (contract.isError)
    return (
      <PreviewLoadError status={errorStatus(contract.error)} gone={contract.data !== undefined} onRetry={() => void contract.refetch()} />
    );

  const c = contract.data;
  const busyId = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;

  function showInList(annotationId: string) {
    setHighlightedId(annotationId);
    setNotesOpen(true);
    const item = document.getElementById(`annotation-${annotationId}`);
    item?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    item?.focus({ preventScroll: true });
  }

  function unfold(index: number) {
    setOpenSections((open) => new Set(open).add(index));
  }

  /** Scrolls to a note's words, unfolding their section, and puts focus on its number. */
  function showInContract(annotationId: string) {
    const item = placed.find((p) => p.annotation.id === annotationId);
    if (item?.section) unfold(item.section.index);
    setHighlightedId(annotationId);
    requestAnimationFrame(() => {
      const badge = document.getElementById(`badge-${annotationId}`);
      badge?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      badge?.focus({ preventScroll: true });
    });
  }

  function openComposer(state: ComposerState) {
    unfold(state.section);
    setComposer(state);
  }

  function addNoteOnSelection() {
    if (!doc || !selection.current) return;
    const range = snapToWords(doc, selection.current.range);
    openComposer({ section: selection.current.section, range });
    selection.clear();
  }

  return (
    <main className="page container preview-page">
      <div className="preview-toolbar">
        <Link to="/dashboard" className={buttonClass('ghost', 'sm')}>
          <ArrowLeft aria-hidden size={16} /> Back to Dashboard
        </Link>
        <div className="preview-toolbar-actions">
          <Button variant="outline" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
            <Download aria-hidden size={16} /> {download.isPending ? 'Downloading...' : 'Download PDF'}
          </Button>
          {c.status !== 'draft' && <EvidenceRecordButtons contractId={c.id} token={token} size="sm" />}
          {c.status === 'draft' && (
            <Link to={`/contract/review?contractId=${encodeURIComponent(c.id)}`} className={buttonClass('primary', 'sm')}>
              <Pencil aria-hidden size={16} /> Continue Editing
            </Link>
          )}
        </div>
      </div>

      <header className="contract-page-header">
        <div>
          <p className="contract-page-eyebrow">Contract preview</p>
          <h1>{c.serviceType}</h1>
        </div>
        <ContractStatusBadge status={c.status} />
      </header>

      <div className="preview-layout">
        <article className="preview-document card" aria-label="Contract text">
          {doc ? (
            <PreviewDocumentView
              doc={doc}
              placed={placed}
              composer={composer}
              composerPending={add.isPending}
              openSections={openSections}
              onToggleSection={(index) =>
                setOpenSections((open) => {
                  const next = new Set(open);
                  if (!next.delete(index)) next.add(index);
                  return next;
                })
              }
              onOpenComposer={openComposer}
              onCloseComposer={() => setComposer(null)}
              onSubmitComposer={(value) =>
                composer &&
                add.mutate(
                  { ...value, sectionId: composer.range.group, ...encodeRange(composer.range, doc) },
                  { onSuccess: () => setComposer(null) },
                )
              }
              onBadgeClick={showInList}
            />
          ) : (
            <p className="muted">This contract has no text yet. Continue editing to write it.</p>
          )}
        </article>
        <AnnotationPanel
          items={placed}
          isLoading={list.isPending}
          isError={list.isError}
          highlightedId={highlightedId}
          busyId={busyId}
          onSave={(annotationId, changes, done) => update.mutate({ id: annotationId, changes }, { onSuccess: done })}
          onDelete={(annotationId) => remove.mutate(annotationId)}
          onLocate={showInContract}
          open={notesOpen}
          onToggle={() => setNotesOpen((o) => !o)}
        />
      </div>
      {selection.current && (
        // Outside the text, at the bottom of the screen: it never covers the words chosen.
        <div className="selection-bar" role="region" aria-label="Selected text" onMouseDown={(e) => e.preventDefault()}>
          <p className="selection-bar-quote">“{shortQuote(selection.current.quote, 90)}”</p>
          <Button size="sm" onClick={addNoteOnSelection}>
            <MessageSquarePlus aria-hidden size={16} /> Add note
          </Button>
        </div>
      )}
    </main>
  );
}

function PreviewLoadError({ status, gone, onRetry }: { status: number | undefined; gone: boolean; onRetry: () => void }) {
  const signIn = status === 401;
  const notFound = status !== undefined && status < 500 && !signIn;
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack center">
          <FileX aria-hidden size={36} className="text-danger" />
          <CardTitle as="h1">{signIn ? 'Please Sign In' : notFound ? 'Contract Not Found' : 'Could not load the contract'}</CardTitle>
          <CardDescription>
            {signIn
              ? 'You need to sign in to view contracts.'
              : notFound
                ? gone
                  ? 'This contract no longer exists: it was deleted after this page was opened, so notes can no longer be added to it.'
                  : 'This contract does not exist, or you do not have access to it.'
                : 'Something went wrong on our side. Please try again.'}
          </CardDescription>
          {signIn ? (
            <Link
              to="/login"
              className={buttonClass('primary')}
              onClick={() => localStorage.setItem(REDIRECT_KEY, window.location.pathname + window.location.search)}
            >
              Sign In
            </Link>
          ) : notFound ? (
            <Link to="/dashboard" className={buttonClass('outline')}>
              Back to Dashboard
            </Link>
          ) : (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
