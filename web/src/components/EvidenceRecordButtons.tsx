import { useMutation } from '@tanstack/react-query';
import { FileJson, FileText } from 'lucide-react';
import { fetchPdf, saveFile } from '../lib/pdfDownload';
import { toast } from '../lib/toast';
import { Button } from './ui';

type Format = 'json' | 'pdf';

/** GET /api/contracts/:id/evidence-record (JSON, contracts) or …/evidence-record.pdf (sealed PDF, documents); a party's link token rides along. */
function evidenceRecordUrl(contractId: string, format: Format, token?: string | null): string {
  const base = `/api/contracts/${encodeURIComponent(contractId)}/evidence-record${format === 'pdf' ? '.pdf' : ''}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/**
 * "Evidence record (JSON)" and "Evidence record (PDF)": everything HomePact
 * holds about how the contract was made and signed (events with IP and
 * browser, consent text, the exact text and its hash, signatures, e-mails,
 * who wrote each section), for the owner and each party.
 */
export function EvidenceRecordButtons({
  contractId,
  token,
  size = 'md',
}: {
  contractId: string;
  token?: string | null;
  size?: 'sm' | 'md';
}) {
  const download = useMutation({
    mutationFn: (format: Format) =>
      fetchPdf('GET', evidenceRecordUrl(contractId, format, token), `evidence-record-${contractId}.${format}`),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      toast({ title: 'Evidence Record Downloaded', description: `Saved as ${file.filename}.` });
    },
    onError: () =>
      toast({ title: 'Download Error', description: 'Failed to download the evidence record. Please try again.', variant: 'destructive' }),
  });
  const busy = (format: Format) => download.isPending && download.variables === format;
  return (
    <>
      <Button variant="outline" size={size} onClick={() => download.mutate('json')} disabled={download.isPending}>
        <FileJson aria-hidden size={16} /> {busy('json') ? 'Downloading...' : 'Evidence record (JSON)'}
      </Button>
      <Button variant="outline" size={size} onClick={() => download.mutate('pdf')} disabled={download.isPending}>
        <FileText aria-hidden size={16} /> {busy('pdf') ? 'Downloading...' : 'Evidence record (PDF)'}
      </Button>
    </>
  );
}
