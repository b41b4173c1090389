import { useQuery } from '@tanstack/react-query';
import { Mail, Send, X } from 'lucide-react';
import { Button } from '../../../components/ui';
import { invitationPreviewQuery } from '../../../api/contracts';
import { errorText } from '../../../api/errors';
import './GenerateStep.css';

const ROLE: Record<string, string> = { homeowner: 'Homeowner', provider: 'Service provider' };

interface Props {
  contractId: string;
  onSend: () => void;
  onCancel: () => void;
  sending: boolean;
}

/**
 * What Generate PDF Contract will send, before it is sent (docs/decisions/0009-invitation-preview-before-sending.md): each
 * recipient, their address, and the invitation as notifications will write
 * it (the server writes it with the same function). Sends only on Send.
 */
export function GenerateInvitationPreview({ contractId, onSend, onCancel, sending }: Props) {
  const preview = useQuery({
    ...invitationPreviewQuery(contractId),
    staleTime: 0,
  });
  return (
    <section className="gen-preview" aria-labelledby="gen-preview-title">
      <h3 id="gen-preview-title" className="wz-section-title">
        <Mail aria-hidden size={18} /> Check the invitations before they go out
      </h3>
      {preview.isPending && (
        <p className="muted" role="status">
          Preparing the invitations...
        </p>
      )}
      {preview.isError && (
        <p className="text-danger" role="alert">
          {errorText(preview.error, 'The invitations could not be prepared. Please try again.')}
        </p>
      )}
      {preview.data && (
        <>
          <p>
            Sending creates the PDF, downloads it for you, and e-mails each party their own signing link (with the PDF attached). After that
            the text is locked for signature.
          </p>
          <ul className="gen-recipients" aria-label="Recipients">
            {preview.data.recipients.map((r) => (
              <li key={r.role}>
                <strong>{ROLE[r.role] ?? r.role}</strong>: {r.name} <span className="gen-email">&lt;{r.email}&gt;</span>
              </li>
            ))}
          </ul>
          {preview.data.recipients.map((r) => (
            <details key={r.role} className="gen-message" open={r.role === 'homeowner'}>
              <summary>
                Invitation to {r.name} ({ROLE[r.role]?.toLowerCase() ?? r.role})
              </summary>
              <dl className="gen-mail-head">
                <div>
                  <dt>To</dt>
                  <dd>
                    {r.name} &lt;{r.email}&gt;
                  </dd>
                </div>
                <div>
                  <dt>Subject</dt>
                  <dd>{r.subject}</dd>
                </div>
              </dl>
              <pre className="gen-mail-body" role="region" tabIndex={0} aria-label={`Message to ${r.name}`}>
                {r.text}
              </pre>
            </details>
          ))}
          <p className="field-hint">Each party gets a personal link in place of &ldquo;your-personal-link&rdquo;.</p>
        </>
      )}
      <div className="button-row">
        <Button onClick={onSend} disabled={!preview.data || sending}>
          <Send aria-hidden size={16} /> {sending ? 'Sending...' : 'Send invitations and download PDF'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          <X aria-hidden size={16} /> Not yet
        </Button>
      </div>
    </section>
  );
}
