import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Download } from 'lucide-react';
import { EvidenceRecordButtons } from '../../components/EvidenceRecordButtons';
import { Button, Card, CardContent, CardTitle } from '../../components/ui';
import { contractPdfUrl, downloadFallbackName, fetchPdf, saveFile } from '../../lib/pdfDownload';
import { toast } from '../../lib/toast';

/** Both parties have signed: say so, and offer the signed PDF. */
export function ExecutedCard({ contractId, serviceType, token }: { contractId: string; serviceType: string; token: string | null }) {
  const download = useMutation({
    mutationFn: () => fetchPdf('GET', contractPdfUrl(contractId, token), downloadFallbackName(serviceType)),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      toast({ title: 'PDF Downloaded', description: `Saved as ${file.filename}.` });
    },
    onError: () => toast({ title: 'Download Error', description: 'Failed to download PDF. Please try again.', variant: 'destructive' }),
  });
  return (
    <Card className="executed-card">
      <CardContent className="stack">
        <BadgeCheck aria-hidden size={36} className="executed-icon" />
        <CardTitle as="h2">Contract Fully Executed</CardTitle>
        <p>
          Both parties have signed this contract. Confirmation e-mails with the final signed PDF, including its certificate of completion,
          have been sent to both parties.
        </p>
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden size={18} /> {download.isPending ? 'Downloading...' : 'Download PDF'}
        </Button>
        <div className="executed-evidence">
          <EvidenceRecordButtons contractId={contractId} token={token} />
        </div>
      </CardContent>
    </Card>
  );
}
