import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { formatUsd, parseMoneyToCents } from '@homepact/legal';
import type { CreateChangeOrderBody } from '@homepact/proto';
import { Button, Card, CardContent, CardDescription, CardTitle, Field, Input, buttonClass } from '../../components/ui';
import { errorStatus, errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { PageLoading } from '../PageLoading';
import { contractQuery } from '../../api/contracts';
import { changeOrderKeys, changeOrdersQuery, proposeChangeOrder, sendChangeOrder } from '../../api/changeOrders';
import { signedCents, signedUsdText } from './amounts';
import { dayText } from './ChangeOrdersPanel';
import './change-orders.css';

type PriceMode = 'change' | 'total';
type FieldName = 'scopeChange' | 'amount' | 'newEndDate';

/** The new total the form describes, in cents; undefined while the amount is not one. */
function newTotalCents(currentCents: number, mode: PriceMode, amount: string): number | undefined {
  if (mode === 'total') return parseMoneyToCents(amount.trim());
  const delta = signedCents(amount);
  return delta === undefined ? undefined : currentCents + delta;
}

/**
 * /contracts/:id/change-orders/new: the owner or a party of an executed
 * contract describes what changes (work, price, end date), sees the old total
 * become the new one as they type, reviews it and sends it: both parties then
 * sign it on /sign like the contract.
 */
export function ProposeChangeOrderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contract = useQuery(contractQuery(id));
  const list = useQuery({ ...changeOrdersQuery(id, null), staleTime: 0 });
  const [scope, setScope] = useState('');
  const [mode, setMode] = useState<PriceMode>('change');
  const [amount, setAmount] = useState('');
  const [endDate, setEndDate] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const send = useMutation({
    mutationFn: async (body: CreateChangeOrderBody) => {
      const co = await proposeChangeOrder(id, body);
      const sent = await sendChangeOrder(co.id).catch(() => ({ emailsSent: false }));
      return { co, ...sent };
    },
    onSuccess: ({ co, emailsSent }) => {
      void queryClient.invalidateQueries({ queryKey: changeOrderKeys.list(id, null).slice(0, 3) });
      toast(
        emailsSent
          ? { title: `Change order ${co.number} sent`, description: 'Both parties were e-mailed their links to sign it.' }
          : {
              title: `Change order ${co.number} saved`,
              description: 'The e-mails could not be sent yet. Open it and use Resend, or try again.',
              variant: 'destructive',
            },
      );
      navigate(`/sign/${encodeURIComponent(co.id)}`);
    },
    onError: (error) => {
      toast({
        title: 'Not sent',
        description: errorText(error, 'The change order could not be sent. Please try again.'),
        variant: 'destructive',
      });
      if (errorStatus(error) === 400) setStep('form');
    },
  });

  if (contract.isPending || list.isPending) return <PageLoading label="Loading contract..." />;
  if (contract.isError || list.isError)
    return (
      <main className="co-page">
        <Card>
          <CardContent className="stack">
            <CardTitle as="h1">Contract not found</CardTitle>
            <CardDescription>
              This contract does not exist, or you are not one of its parties. Sign in with the address the contract names.
            </CardDescription>
            <Link to="/dashboard" className={buttonClass('outline')}>
              Back to the dashboard
            </Link>
          </CardContent>
        </Card>
      </main>
    );

  const c = contract.data;
  const l = list.data;
  const currentCents = parseMoneyToCents(l.currentTotal) ?? 0;
  const end = endDate ?? l.currentEndDate;
  const total = newTotalCents(currentCents, mode, amount);
  const delta = total === undefined ? undefined : total - currentCents;

  const validate = (): boolean => {
    const next: Partial<Record<FieldName, string>> = {};
    if (scope.trim().length < 10) next.scopeChange = 'Describe what changes in the work (at least 10 characters)';
    if (total === undefined)
      next.amount =
        mode === 'change' ? 'Enter the change in dollars, like 1500, +1500.00 or -250' : 'Enter the new total in dollars, like 12500';
    else if (total < 0) next.amount = `The price cannot go below $0: the current total is ${formatUsd(currentCents)}`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(end)) next.newEndDate = 'Choose the new end date';
    else if (end < c.projectStartDate) next.newEndDate = `The end date cannot be before the start date (${dayText(c.projectStartDate)})`;
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const body: CreateChangeOrderBody = {
    scopeChange: scope,
    ...(mode === 'change' ? { priceChange: amount } : { newTotal: amount }),
    ...(end !== l.currentEndDate ? { newEndDate: end } : {}),
  };

  return (
    <main className="co-page">
      <Link to={`/sign/${encodeURIComponent(id)}`} className="co-back">
        <ArrowLeft aria-hidden size={16} /> Back to the contract
      </Link>
      <header className="stack-sm">
        <p className="contract-page-eyebrow">Propose a change</p>
        <h1>{c.serviceType}</h1>
        <p className="muted">
          A change order changes the signed contract&rsquo;s work, price or schedule. It is sent to {c.homeownerFirstName}{' '}
          {c.homeownerLastName} and {c.providerName}, and binds only once both sign it.
        </p>
      </header>

      {!l.canPropose ? (
        <Card>
          <CardContent className="stack">
            <p>{l.cannotProposeReason}</p>
          </CardContent>
        </Card>
      ) : step === 'form' ? (
        <Card>
          <CardContent>
            <form
              className="co-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (validate()) setStep('review');
              }}
            >
              <Field
                label="What changes in the work"
                error={errors.scopeChange}
                hint="The work added, removed or done differently, and the materials."
              >
                {(control) => (
                  <textarea {...control} className="input" value={scope} onChange={(e) => setScope(e.target.value)} name="scopeChange" />
                )}
              </Field>
              <fieldset className="co-price-mode">
                <legend className="label">Price</legend>
                <label>
                  <input type="radio" name="priceMode" checked={mode === 'change'} onChange={() => setMode('change')} /> Change in price
                </label>
                <label>
                  <input type="radio" name="priceMode" checked={mode === 'total'} onChange={() => setMode('total')} /> New total
                </label>
              </fieldset>
              <Field label={mode === 'change' ? 'Change in price (use - for a reduction)' : 'New total price'} error={errors.amount}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    name="amount"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    placeholder={mode === 'change' ? '+1500 or -250' : '12500'}
                  />
                )}
              </Field>
              <p className="co-totals" aria-live="polite" data-testid="live-totals">
                Current total {formatUsd(currentCents)} → new total{' '}
                <strong>{total === undefined || total < 0 ? '…' : formatUsd(total)}</strong>
                {delta !== undefined && total !== undefined && total >= 0 && <span className="muted"> ({signedUsdText(delta)})</span>}
              </p>
              <Field label="New end date" error={errors.newEndDate} hint={`Now ${dayText(l.currentEndDate)}; leave it to keep it.`}>
                {(control) => <Input {...control} type="date" name="newEndDate" value={end} onChange={(e) => setEndDate(e.target.value)} />}
              </Field>
              <div className="co-actions">
                <Button type="submit">Review the change order</Button>
              </div>
            </form>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="stack">
            <CardTitle as="h2">Review</CardTitle>
            <dl className="co-review">
              <dt>What changes in the work</dt>
              <dd>{scope.trim()}</dd>
              <dt>Price</dt>
              <dd data-testid="review-totals">
                {formatUsd(currentCents)} → <strong>{formatUsd(total ?? 0)}</strong> ({signedUsdText(delta ?? 0)})
              </dd>
              <dt>End date</dt>
              <dd>{end === l.currentEndDate ? `${dayText(end)} (unchanged)` : `${dayText(l.currentEndDate)} → ${dayText(end)}`}</dd>
            </dl>
            <p className="muted">
              Sending writes the change order (it names the contract, the old and new price and the schedule), e-mails both parties their
              personal signing links, and opens it here.
            </p>
            <div className="co-actions">
              <Button type="button" variant="outline" onClick={() => setStep('form')} disabled={send.isPending}>
                Edit
              </Button>
              <Button type="button" onClick={() => send.mutate(body)} disabled={send.isPending}>
                <Send aria-hidden size={16} /> {send.isPending ? 'Sending...' : 'Send for signature'}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </main>
  );
}
