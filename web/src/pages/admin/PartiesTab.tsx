import { BadgeCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import { findState, type Party, type PartyBody } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { IconButton } from '../../components/ui/IconButton';
import { Tooltip } from '../../components/ui/Tooltip';
import { DataTable, type DataColumn } from '../../components/ui/DataTable';
import { toast } from '../../lib/toast';
import { admin2Api, admin2Keys } from '../../api/admin';
import { usePanelQuery, useReload, useUpdateFailed } from './admin2Context';
import { DeleteDialog, useDeleteConfirm } from './DeleteDialog';
import { EditDialog, useEditDialog } from './EditDialog';
import { formatAmount, personName } from './format';
import { EmailLink } from './EmailLink';
import { TabBody } from './TabBody';
import { PartyForm } from './PartyForm';

/** The party as the delete dialog names it (docs/decisions/0006-wording-and-small-decisions.md): the person, their company, and which side they are. */
export function partyName(p: Pick<Party, 'firstName' | 'lastName' | 'companyName' | 'partyType'>): string {
  const company = p.companyName?.trim();
  const side = p.partyType === 'homeowner' ? 'homeowner' : 'service provider';
  return `${personName(p.firstName, p.lastName)}${company ? ` (${company})` : ''}, ${side}`;
}

export const DELETE_PARTY_CONFIRMATION = 'Are you sure you want to delete this party? This action cannot be undone.';
export const NO_PARTIES = 'No parties found. Click "Add New Party" to create the first one.';

/** Insurance as one badge: the amount, or Insured, or No Insurance. */
export function InsuranceBadge({ party }: { party: Pick<Party, 'hasInsurance' | 'insuranceAmount'> }) {
  if (!party.hasInsurance) return <Badge variant="outline">No Insurance</Badge>;
  const amount = formatAmount(party.insuranceAmount);
  return <Badge variant="success">{amount ?? 'Insured'}</Badge>;
}

/** The two-letter state with its name as a tooltip (keyboard users reach it by Tab) and for screen readers. */
function StateAbbr({ code }: { code: string }) {
  const name = findState(code)?.name ?? code;
  return (
    <Tooltip content={name}>
      <abbr className="tooltip-hint" tabIndex={0}>
        <span aria-hidden>{code}</span>
        <span className="visually-hidden">{name}</span>
      </abbr>
    </Tooltip>
  );
}

export function PartiesTab() {
  const parties = usePanelQuery(admin2Keys.parties, admin2Api.parties);
  const reload = useReload(admin2Keys.parties);
  const failed = useUpdateFailed();
  const dialog = useEditDialog<Party, PartyBody>({
    create: admin2Api.createParty,
    update: (party, body) => admin2Api.updateParty(party.id, body),
    onSaved: (mode) => {
      toast({ title: 'Success', description: mode === 'edit' ? 'Party updated successfully' : 'Party created successfully' });
      reload();
    },
    onFailed: (error, mode) => failed(mode === 'edit' ? 'Failed to update party' : 'Failed to create party', error),
  });
  const remove = useDeleteConfirm<Party>({
    remove: (party) => admin2Api.deleteParty(party.id),
    onDeleted: () => {
      toast({ title: 'Success', description: 'Party deleted successfully' });
      reload();
    },
    onFailed: (error) => failed('Failed to delete party', error),
  });

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
    { key: 'state', header: 'State', cell: (p) => <StateAbbr code={p.state} /> },
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
            <IconButton
              icon={Pencil}
              label={`Edit ${name}`}
              hint="Edit"
              className="adm-icon-btn"
              onClick={() => dialog.open({ mode: 'edit', item: p })}
            />
            <IconButton
              icon={Trash2}
              label={`Delete ${name}`}
              hint="Delete"
              className="adm-icon-btn adm-danger-text"
              disabled={remove.deleting(p)}
              onClick={() => remove.ask(p)}
            />
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
        <Button onClick={() => dialog.open({ mode: 'create' })}>
          <Plus aria-hidden size={18} /> Add New Party
        </Button>
      </div>
      <TabBody
        query={parties}
        loadingText="Loading parties..."
        errorText="Failed to load data"
        empty={list.length === 0}
        emptyText={NO_PARTIES}
      >
        <DataTable caption="Parties" columns={columns} rows={list} rowKey={(p) => p.id} className="adm-table-parties" />
      </TabBody>

      <EditDialog
        dialog={dialog}
        itemKey={(p) => p.id}
        title={{ create: 'Add New Party', edit: 'Edit Party' }}
        description={(p) =>
          p ? `Changes apply to the directory entry of ${p.email}.` : 'A homeowner or service provider for the directory.'
        }
        size="wide"
      >
        {(form) => <PartyForm {...form} />}
      </EditDialog>
      <DeleteDialog
        dialog={remove.dialog}
        title={remove.asking ? `Delete ${partyName(remove.asking)}?` : 'Delete party?'}
        description={DELETE_PARTY_CONFIRMATION}
      />
    </div>
  );
}
