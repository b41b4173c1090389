import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone, User } from 'lucide-react';
import type { ContactStatus, ContactSubmission } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { Select } from '../../components/ui/Select';
import { Label } from '../../components/ui/Label';
import { toast } from '../../lib/toast';
import { adminApi, adminKeys, type ContactFilter } from '../../api/admin';
import { CONTACT_STATUS_LABELS, categoryLabel, contactStatusLabel, formatDate } from './format';
import { ContactStatusBadge } from './badges';
import { EmailLink } from './EmailLink';
import { TabBody } from './TabBody';

const FILTER_OPTIONS: { value: ContactFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  // A message can be moved to Closed, so it can be found there too (docs/decisions/0006-wording-and-small-decisions.md).
  { value: 'closed', label: 'Closed' },
];

const STATUS_CHOICES: ContactStatus[] = ['new', 'in_progress', 'resolved', 'closed'];

/** Contact Submissions: filter by status, read each message, move it along (docs/product/wizard-signing-preview-login-admin.md#25-admin-dashboard-admin). */
export function ContactsTab() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ContactFilter>('all');
  const contacts = useQuery({ queryKey: adminKeys.contacts(filter), queryFn: () => adminApi.contacts(filter) });
  const update = useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) => adminApi.setContactStatus(id, status),
    onSuccess: (_data, { status }) => {
      toast({ title: 'Status Updated', description: `Contact submission marked as ${contactStatusLabel(status)}.` });
      void queryClient.invalidateQueries({ queryKey: adminKeys.contactsAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
    onError: (error) => {
      console.error('Contact submission update failed', error);
      toast({ title: 'Error', description: 'Failed to update contact submission', variant: 'destructive' });
    },
  });

  const list = contacts.data ?? [];
  return (
    <div className="stack">
      <div className="adm-toolbar">
        <Label htmlFor="adm-contact-filter">Filter by status</Label>
        <Select
          id="adm-contact-filter"
          className="adm-filter"
          options={FILTER_OPTIONS}
          value={filter}
          onChange={(e) => setFilter(e.target.value as ContactFilter)}
        />
      </div>
      <TabBody
        query={contacts}
        loadingText="Loading contact submissions..."
        errorText="Could not load the contact submissions."
        empty={list.length === 0}
        emptyText={filter === 'all' ? 'No contact submissions yet.' : 'No contact submissions with this status.'}
      >
        <ul className="adm-contact-list" role="list" aria-label="Contact submissions">
          {list.map((c) => (
            <ContactCard
              key={c.id}
              contact={c}
              busy={update.isPending && update.variables?.id === c.id}
              onStatus={(status) => update.mutate({ id: c.id, status })}
            />
          ))}
        </ul>
      </TabBody>
    </div>
  );
}

function ContactCard({ contact: c, busy, onStatus }: { contact: ContactSubmission; busy: boolean; onStatus: (s: ContactStatus) => void }) {
  const choices = STATUS_CHOICES.includes(c.status) ? STATUS_CHOICES : [c.status, ...STATUS_CHOICES];
  const selectId = `adm-contact-status-${c.id}`;
  return (
    <li className="adm-contact" data-testid="contact-submission">
      <div className="adm-contact-main">
        <div className="adm-contact-head">
          <h3 className="adm-contact-subject">{c.subject}</h3>
          <Badge variant="outline">{categoryLabel(c.category)}</Badge>
          <ContactStatusBadge status={c.status} />
        </div>
        <ul className="adm-contact-meta" role="list">
          <li>
            <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
          </li>
          <li>
            <User aria-hidden size={14} /> {c.name}
          </li>
          <li>
            <Mail aria-hidden size={14} /> <EmailLink email={c.email} />
          </li>
          {c.phone ? (
            <li>
              <Phone aria-hidden size={14} /> <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
            </li>
          ) : null}
        </ul>
        <p className="adm-contact-message">{c.message}</p>
      </div>
      <div className="adm-contact-side field">
        <Label htmlFor={selectId}>Status</Label>
        <Select
          id={selectId}
          aria-label={`Status of ${c.subject}`}
          options={choices.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))}
          value={c.status}
          disabled={busy}
          onChange={(e) => onStatus(e.target.value as ContactStatus)}
        />
      </div>
    </li>
  );
}
