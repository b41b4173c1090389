import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { Clock, Inbox, Paperclip, RefreshCw } from 'lucide-react';
import { findOneTimeCode, formatBytes } from '../lib/mailbox';
import type { MailboxMessage } from '@homepact/proto';
import { advanceDevClock, devClockQuery, devMailboxQuery } from '../api/dev';
import { errorStatus, errorText } from '../api/errors';
import { Badge, Button, Card, CardContent } from '../components/ui';
import './lifecycle/lifecycle.css';
import '../components/ui/tabs.css';
import './DevMailbox.css';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The development clock (contracts' DEV_CLOCK): moving it runs the reminders, expiries and window ends that fell due. */
function DevClockPanel({ onMoved }: { onMoved: () => void }) {
  const clock = useQuery({ ...devClockQuery(), retry: false });
  const advance = useMutation({
    mutationFn: advanceDevClock,
    onSuccess: () => {
      void clock.refetch();
      onMoved();
    },
  });
  if (clock.isError) return null;
  const days = clock.data ? Math.round((clock.data.offsetMs / 86_400_000) * 10) / 10 : 0;
  return (
    <section className="dev-clock" aria-label="Development clock">
      <Clock aria-hidden size={16} />
      <span role="status">
        Stack time: {clock.data ? new Date(clock.data.now).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '…'}
        {days > 0 ? ` (${days} days ahead)` : ''}
      </span>
      {['1h', '1d', '3d', '14d'].map((by) => (
        <Button key={by} variant="outline" size="sm" onClick={() => advance.mutate(by)} disabled={advance.isPending}>
          +{by}
        </Button>
      ))}
    </section>
  );
}

export function DevMailboxPage() {
  const mailbox = useQuery({ ...devMailboxQuery(), staleTime: 0 });
  const [selectedId, setSelectedId] = useState<string>();
  const messages = mailbox.data ?? [];
  const selected = messages.find((m) => m.id === selectedId) ?? messages[0];

  return (
    <main className="page container">
      <div className="page-heading">
        <div>
          <h1>Dev Mailbox</h1>
          <p className="muted">E-mail sent by HomePact while it runs on its embedded defaults. Newest first.</p>
        </div>
        <Button variant="outline" onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
          <RefreshCw aria-hidden size={16} className={clsx(mailbox.isFetching && 'spin')} /> Refresh
        </Button>
      </div>

      <DevClockPanel onMoved={() => void mailbox.refetch()} />

      {mailbox.isLoading ? (
        <p role="status" className="muted">
          Loading messages...
        </p>
      ) : mailbox.isError ? (
        <Card>
          <CardContent>
            <p role="alert">
              {errorStatus(mailbox.error) === 404
                ? 'The dev mailbox is only available while HomePact runs on its embedded defaults.'
                : `Could not load the mailbox: ${errorText(mailbox.error, 'unknown error')}`}
            </p>
          </CardContent>
        </Card>
      ) : messages.length === 0 ? (
        <Card>
          <CardContent className="empty-state">
            <Inbox aria-hidden size={40} className="empty-icon" />
            <p className="empty-title">No messages yet</p>
            <p className="muted">Request a sign-in code and it will show up here.</p>
          </CardContent>
        </Card>
      ) : (
        <div className="mailbox">
          <ul className="mailbox-list" aria-label="Messages">
            {messages.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="mailbox-item"
                  aria-current={m.id === selected?.id ? 'true' : undefined}
                  onClick={() => setSelectedId(m.id)}
                >
                  <span className="mailbox-subject">{m.subject || '(no subject)'}</span>
                  <span className="mailbox-meta">
                    <span className="mailbox-to">To: {m.to.join(', ')}</span>
                    <time dateTime={m.date}>{dateTime(m.date)}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected && <MessageView key={selected.id} message={selected} />}
        </div>
      )}
    </main>
  );
}

function MessageView({ message }: { message: MailboxMessage }) {
  const code = findOneTimeCode(message.text);
  return (
    <article className="card mailbox-message" aria-labelledby="mail-subject">
      <header className="mailbox-header">
        <h2 id="mail-subject">{message.subject || '(no subject)'}</h2>
        <dl className="mail-fields">
          <dt>From</dt>
          <dd>{message.from}</dd>
          <dt>To</dt>
          <dd>{message.to.join(', ')}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={message.date}>{dateTime(message.date)}</time>
          </dd>
        </dl>
      </header>

      {code && (
        <div className="otp-callout">
          <span className="otp-callout-label">One-time code</span>
          <output className="otp-code" data-testid="otp-code" aria-label={`One-time code ${code.split('').join(' ')}`}>
            {code}
          </output>
        </div>
      )}

      {message.attachments.length > 0 && (
        <ul className="attachments" aria-label="Attachments">
          {message.attachments.map((a) => (
            <li key={a.filename}>
              <Badge variant="outline">
                <Paperclip aria-hidden size={14} /> {a.filename} ({formatBytes(a.size)})
              </Badge>
            </li>
          ))}
        </ul>
      )}

      <Tabs.Root defaultValue={message.html ? 'html' : 'text'} className="tabs">
        <Tabs.List className="tabs-list" aria-label="Message body format">
          <Tabs.Trigger value="html" className="tabs-trigger" disabled={!message.html}>
            HTML
          </Tabs.Trigger>
          <Tabs.Trigger value="text" className="tabs-trigger">
            Text
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="html" className="tabs-content">
          {/* An empty sandbox runs no scripts and cannot reach this page: mail HTML is untrusted. */}
          <iframe key={message.id} title={`HTML body of ${message.subject}`} sandbox="" srcDoc={message.html} className="mail-frame" />
        </Tabs.Content>
        <Tabs.Content value="text" className="tabs-content">
          <pre className="mail-text">{message.text}</pre>
        </Tabs.Content>
      </Tabs.Root>
    </article>
  );
}
