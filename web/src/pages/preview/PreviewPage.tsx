import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, FileX, Pencil } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardTitle, buttonClass } from '../../components/ui';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { contractPdfUrl, downloadFallbackName, fetchPdf, saveFile } from '../../lib/pdfDownload';
import { errorStatus } from '../../lib/queryClient';
import { REDIRECT_KEY } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { PageLoading } from '../PageLoading';
import { fetchContract } from '../sign/signingApi';
import { AnnotatableSection, type NumberedAnnotation } from './AnnotatableSection';
import { AnnotationPanel } from './AnnotationPanel';
import { SECTION_LABEL, type SectionId } from './annotationsApi';
import type { SectionOffset } from './offset';
import { sectionContent } from './sectionContent';
import { useAnnotations } from './useAnnotations';
import '../../components/ui/contract-page-header.css';
import './preview.css';

const SECTIONS: SectionId[] = ['service-details', 'parties', 'timeline-payment', 'terms'];

export function PreviewPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const contract = useQuery({ queryKey: ['preview', id, token, 'contract'], queryFn: () => fetchContract(id, token), staleTime: 0 });
  const { list, add, update, remove } = useAnnotations(id, token, contract.isSuccess);
  const [composer, setComposer] = useState<{ sectionId: SectionId; offset: SectionOffset } | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);

  const download = useMutation({
    mutationFn: () => fetchPdf('GET', contractPdfUrl(id, token), downloadFallbackName(contract.data?.serviceType ?? '')),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      toast({ title: 'PDF Downloaded', description: `Saved as ${file.filename}.` });
    },
    onError: () => toast({ title: 'Download Error', description: 'Failed to download PDF. Please try again.', variant: 'destructive' }),
  });

  if (contract.isPending) return <PageLoading label="Loading contract..." />;
  if (contract.isError) return <PreviewLoadError status={errorStatus(contract.error)} onRetry={() => void contract.refetch()} />;

  const c = contract.data;
  const numbered: NumberedAnnotation[] = (list.data ?? []).map((annotation, i) => ({ annotation, number: i + 1 }));
  const content = sectionContent(c);
  const busyId = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;

  function showInList(annotationId: string) {
    setHighlightedId(annotationId);
    setNotesOpen(true);
    const item = document.getElementById(`annotation-${annotationId}`);
    item?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    item?.focus({ preventScroll: true });
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
        <div className="preview-sections">
          {SECTIONS.map((sectionId) => (
            <AnnotatableSection
              key={sectionId}
              sectionId={sectionId}
              title={SECTION_LABEL[sectionId]}
              markers={numbered.filter((n) => n.annotation.sectionId === sectionId)}
              composerAt={composer?.sectionId === sectionId ? composer.offset : null}
              composerPending={add.isPending}
              onOpenComposer={(s, offset) => setComposer({ sectionId: s, offset })}
              onCloseComposer={() => setComposer(null)}
              onSubmitComposer={(value) =>
                composer && add.mutate({ ...value, sectionId, ...composer.offset }, { onSuccess: () => setComposer(null) })
              }
              onMarkerClick={showInList}
            >
              {content[sectionId]}
            </AnnotatableSection>
          ))}
        </div>
        <AnnotationPanel
          items={numbered}
          isLoading={list.isPending}
          isError={list.isError}
          highlightedId={highlightedId}
          busyId={busyId}
          onSave={(annotationId, changes, done) => update.mutate({ id: annotationId, changes }, { onSuccess: done })}
          onDelete={(annotationId) => remove.mutate(annotationId)}
          open={notesOpen}
          onToggle={() => setNotesOpen((o) => !o)}
        />
      </div>
    </main>
  );
}

function PreviewLoadError({ status, onRetry }: { status: number | undefined; onRetry: () => void }) {
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
                ? 'This contract does not exist, or you do not have access to it.'
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
