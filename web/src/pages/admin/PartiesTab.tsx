import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import { findState, type Party, type PartyBody } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/ui/DataTable';
import { FormDialog } from '../../components/ui/FormDialog';
import { errorStatus, errorText } from '../../lib/queryClient';
import { toast } from '../../lib/toast';
import { admin2Api, admin2Keys } from './api';
import { useAdmin2, usePanelQuery } from './admin2Context';
import { formatAmount, personName } from './format';
import { EmailLink, TabBody } from './parts';
import { PartyForm } from './PartyForm';

export const DELETE_PARTY_CONFIRMATION = 'Are you sure you want to delete this party? This action cannot be undone.';
export const NO_PARTIES = 'No parties found. Click "Add New Party" to create the first one.';

/** Insurance as one badge: the amount, or Insured, or No Insurance. */
export function InsuranceBadge({ party }: { party: Pick<Party, 'hasInsurance' | 'insuranceAmount'> }) {
  if (!party.hasInsurance) return <Badge variant="outline">No Insurance</Badge>;
  const amount = formatAmount(party.insuranceAmount);
  return <Badge variant="success">{amount ?? 'Insured'}</Badge>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; party: Party } | null;

export function PartiesTab() {
  const queryClient = useQueryClient();
  const { lock } = useAdmin2();
  const parties = usePanelQuery(admin2Keys.parties, admin2Api.parties);
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<string>();
  const [deleting, setDeleting] = useState<Party | null>(null);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: admin2Keys.parties });
    void queryClient.invalidateQueries({ queryKey: admin2Keys.stats });
  };

  const save = useMutation({
    mutationFn: (body: PartyBody) =>
      editing?.mode === 'edit' ? admin2Api.updateParty(editing.party.id, body) : admin2Api.createParty(body),
    onSuccess: () => {
      toast({ title: 'Success', description: editing?.mode === 'edit' ? 'Party updated successfully' : 'Party created successfully' });
      setEditing(null);
      reload();
    },
    onError: (error) => {
      const description = editing?.mode === 'edit' ? 'Failed to update party' : 'Failed to create party';
      console.error(description, error);
      setServerError(errorText(error));
      toast({ title: 'Error', description, variant: 'destructive' });
      if (errorStatus(error) === 401) lock();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => admin2Api.deleteParty(id),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Party deleted successfully' });
      reload();
    },
    onError: (error) => {
      console.error('Failed to delete party', error);
      toast({ title: 'Error', description: 'Failed to delete party', variant: 'destructive' });
      if (errorStatus(error) === 401) lock();
    },
  });

  const open = (next: Editing) => {
    setServerError(undefined);
    save.reset();
    setEditing(next);
  };

  const columns: DataColumn<Party>[] = [
    {
      key: 'type',
      header: 'Type',
      cell: (p) =>
        p.partyType === 'homeowner' ? <Badge variant="secondary">Homeowner</Badge> : <Badge variant="warning">Service Provider</Badge>,
    },
    {
      key: 'name',
      header: 'Name',
      hideLabelOnPhone: true,
      cell: (p) => (
        <span className="adm-party-name">
          <span className="adm-strong">{personName(p.firstName, p.lastName)}</span>
          {p.verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden size={12} /> Verified
            </Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'email', header: 'E-mail', cell: (p) => <EmailLink email={p.email} /> },
    { key: 'phone', header: 'Phone', cell: (p) => <span className="adm-nowrap">{p.phone}</span> },
    { key: 'state', header: 'State', cell: (p) => <abbr title={findState(p.state)?.name ?? p.state}>{p.state}</abbr> },
    { key: 'company', header: 'Company', cell: (p) => p.companyName || <span aria-label="None">—</span> },
    { key: 'insurance', header: 'Insurance', cell: (p) => <InsuranceBadge party={p} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => (p.status === 'active' ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => {
        const name = personName(p.firstName, p.lastName);
        return (
          <span className="adm-row-actions">
            <Button
              variant="ghost"
              size="sm"
              className="adm-icon-btn"
              aria-label={`Edit ${name}`}
              title="Edit"
              onClick={() => open({ mode: 'edit', party: p })}
            >
              <Pencil aria-hidden size={16} />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="adm-icon-btn adm-danger-text"
              aria-label={`Delete ${name}`}
              title="Delete"
              disabled={remove.isPending && remove.variables === p.id}
              onClick={() => setDeleting(p)}
            >
              <Trash2 aria-hidden size={16} />
            </Button>
          </span>
        );
      },
    },
  ];

  const list = parties.data ?? [];
  return (
    <div className="stack">
      <div className="adm-toolbar adm-toolbar-split">
        <p className="muted adm-small">Homeowners and providers of saved contracts, plus parties added here.</p>
        <Button onClick={() => open({ mode: 'create' })}>
          <Plus aria-hidden size={18} /> Add New Party
        </Button>
      </div>
      <TabBody
        loading={parties.isPending}
        loadingText="Loading parties..."
        error={parties.isError}
        errorText="Failed to load data"
        onRetry={() => void parties.refetch()}
        empty={list.length === 0}
        emptyText={NO_PARTIES}
      >
        <DataTable caption="Parties" columns={columns} rows={list} rowKey={(p) => p.id} className="adm-table-parties" />
      </TabBody>

      <FormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && !save.isPending && setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit Party' : 'Add New Party'}
        description={
          editing?.mode === 'edit'
            ? `Changes apply to the directory entry of ${editing.party.email}.`
            : 'A homeowner or service provider for the directory.'
        }
        size="wide"
      >
        {editing ? (
          <PartyForm
            key={editing.mode === 'edit' ? editing.party.id : 'new'}
            initial={editing.mode === 'edit' ? editing.party : undefined}
            saving={save.isPending}
            serverError={serverError}
            onSubmit={(body) => save.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete party?"
        description={DELETE_PARTY_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
