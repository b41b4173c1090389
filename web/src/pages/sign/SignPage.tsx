import { useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, CircleCheck, FileX, PenLine } from 'lucide-react';
import { cancellationDates, parseContract, propertyTimeZone, type SignatureParty } from '@homepact/legal';
import type { ContractRecord, SignBody, SignerRole, SigningInfo, SignResponse } from '@homepact/proto';
import { Badge, Card, CardContent, CardDescription, CardTitle, buttonClass } from '../../components/ui';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { ContractTextView, type LineStamp } from '../../components/ui/ContractTextView';
import { dateTime, dateTimeAt, isFullyExecuted, usd } from '../../lib/contractFormat';
import { errorStatus, errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/useForm';
import { PageLoading } from '../PageLoading';
import { DeclineEsign, linkReplacedOf, LinkReplacedCard, OwnerSigningActions, PaperPathCard } from './AfterInvitation';
import { ConfirmedNotices } from './ConfirmedNotices';
import { DeliveredDocuments } from './DeliveredDocuments';
import { AuthorshipNotice } from './AuthorshipNotice';
import { ExecutedCard } from './ExecutedCard';
import { ContractLifecycle } from './ContractLifecycle';
import { ChangeOrderBanner } from '../change-orders/ChangeOrderBanner';
import { ChangeOrdersPanel } from '../change-orders/ChangeOrdersPanel';
import { useNoticeAnchors } from './notices';
import { SignatureForm } from './SignatureForm';
import { EMPTY_SIGN_FORM, signFieldErrorFrom, validateSignForm, type SignField, type SignFormValues } from './signForm';
import { partiesOf, ROLE_LABEL, type AdoptedMark, type PartyInfo } from './parties';
import { contractKeys, contractQuery, signContract, signingInfoQuery } from '../../api/contracts';
import '../../components/ui/contract-page-header.css';
import './sign.css';

/**
 * /sign/:contractId: the whole contract as the document it is (the one
 * rendering the PDF uses), with each party's signature block in place. The
 * signer reads, consents, adopts a signature (typed in a script face or
 * drawn) and signs at their block; who they are comes from the personal link
 * or the sign-in, so no e-mail is typed. The creator who is not a party sees
 * where signing stands, not a form.
 */
export function SignPage() {
  const { contractId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const queryClient = useQueryClient();

  const contract = useQuery({
    ...contractQuery(contractId, token),
    staleTime: 0,
  });
  const info = useQuery({
    ...signingInfoQuery(contractId, token),
    enabled: contract.isSuccess,
    staleTime: 0,
  });
  // What the form is checked against: who signs, known once the contract and its signing details are in.
  const signing = contract.data ? signerState(contract.data, info.data, token).signing : null;
  const form = useForm<SignFormValues, SignBody, SignField>(EMPTY_SIGN_FORM, (draft) => {
    if (!signing) return { ok: false, errors: {} };
    const r = validateSignForm(draft, signing);
    return r.ok ? { ok: true, value: r.body } : r;
  });
  const values = form.draft;
  const [justSigned, setJustSigned] = useState<SignResponse | null>(null);

  const text = contract.data ? (contract.data.editedContractContent ?? contract.data.finalContract) : '';
  const doc = useMemo(() => parseContract(text), [text]);
  // The notices the law wants delivered before signing: their headings get ids the signing panel links to.
  const documentRef = useRef<HTMLElement>(null);
  // (Once the document is on the page: it waits for the signing details.)
  useNoticeAnchors(documentRef, doc, contract.isSuccess && !info.isPending);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) });
  };

  const sign = useMutation({
    mutationFn: (body: Parameters<typeof signContract>[1]) => signContract(contractId, body),
    onSuccess: (result) => {
      toast({
        title: 'Contract Signed!',
        description: result.fullyExecuted
          ? 'Both parties have signed. We are e-mailing the final PDF to both of you.'
          : 'Your signature is recorded. We let the other party know.',
      });
      setJustSigned(result);
      queryClient.setQueryData(contractKeys.detail(contractId, token), result.contract);
      void queryClient.invalidateQueries({ queryKey: contractKeys.signingInfo(contractId, token) });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onError: (error) => {
      // A refusal of one field (the typed name not the party's): said at that field, like the page's own checks.
      const fieldError = signFieldErrorFrom(error);
      if (fieldError) {
        form.showServerErrors(fieldError);
        focusField(Object.keys(fieldError)[0] as SignField);
        return;
      }
      const message = errorStatus(error) !== undefined ? errorText(error) : undefined;
      toast({ title: 'Signature Failed', description: message ?? 'Failed to sign contract', variant: 'destructive' });
      if (errorStatus(error) === 409) reload();
    },
  });

  // The page waits for the signing details too: what they add (the price in the header, the note on phones,
  // the notices above the document and the signing panel) would otherwise push an already painted contract
  // down under the reader (it shifted the layout by 0.27 CLS on a phone).
  if (contract.isPending || (contract.isSuccess && info.isPending)) return <PageLoading label="Loading contract..." />;
  // A link a newer one replaced says so, and where the newer one went (docs/decisions/0010-after-the-invitation.md).
  const replaced = contract.isError ? linkReplacedOf(contract.error) : null;
  if (replaced) return <LinkReplacedCard {...replaced} />;
  if (contract.isError)
    return <SignLoadError notFound={(errorStatus(contract.error) ?? 500) < 500} onRetry={() => void contract.refetch()} />;

  const c = contract.data;
  const { parties, executed, yourRole, paperAt, role, senderName } = signerState(c, info.data, token);

  /** Scrolls to a field of the signing panel and focuses its input (for the notices: the first box not ticked). */
  const focusField = (field: SignField) => {
    const el = document.querySelector<HTMLElement>(`#signing-panel [data-field="${field}"]`);
    el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const untickedNotice = field === 'disclosures' ? el?.querySelector<HTMLElement>('input[type="checkbox"]:not(:checked)') : null;
    (el?.matches('input')
      ? el
      : (untickedNotice ?? el?.querySelector<HTMLElement>('[data-invalid] input') ?? el?.querySelector<HTMLElement>('input'))
    )?.focus({
      preventScroll: true,
    });
  };

  const change = form.patch;

  const submit = () => {
    if (!role) return;
    const body = form.submit(null);
    if (body) return sign.mutate(body);
    const errors = form.check();
    const first = (['consent', 'disclosures', 'elections', 'signature', 'adoptedSignature'] as const).find((f) => errors[f]);
    if (first) focusField(first);
  };

  const mark = (party: SignatureParty) => {
    const p = parties[party];
    if (p.signed) return <AdoptedSignatureMark mark={p.signature ?? null} name={p.name} />;
    if (party === role) {
      const adopted = values.adoptedSignature;
      return (
        <span className="sig-here">
          {adopted && (
            <AdoptedSignatureMark
              mark={{
                kind: adopted.kind,
                text: adopted.kind === 'typed' ? adopted.text : null,
                font: adopted.kind === 'typed' ? adopted.font : null,
                image: adopted.image ?? null,
              }}
              name={p.name}
              pending
            />
          )}
          <button type="button" className={buttonClass('primary', 'sm')} onClick={submit} disabled={sign.isPending}>
            <PenLine aria-hidden size={16} /> <span>{adopted ? 'Sign here' : 'Sign here: adopt your signature first'}</span>
          </button>
        </span>
      );
    }
    return <span className="sig-awaiting">Awaiting {p.name}&rsquo;s signature</span>;
  };
  // The document's times read at the property, as the executed PDF prints them.
  const timeZone = propertyTimeZone(doc);
  const signedDate = (party: SignatureParty) =>
    parties[party].signed && parties[party].signedAt ? <strong>{dateTimeAt(parties[party].signedAt, timeZone)}</strong> : undefined;
  // The election and acknowledgment lines carry each signed party's stamp, as in the PDF.
  const lineStamps: Partial<Record<SignatureParty, LineStamp>> = {};
  for (const r of ['homeowner', 'provider'] as const) {
    const p = parties[r];
    if (p.signed && p.signedAt)
      lineStamps[r] = {
        name: p.name,
        signedAtText: dateTimeAt(p.signedAt, timeZone),
        // By election id (the text's, e.g. "constructor"): a null-prototype object, so only the choices made are found in it.
        elections: Object.assign(
          Object.create(null) as Record<string, 'accept' | 'reject'>,
          Object.fromEntries(p.elections.map((e) => [e.id, e.choice])),
        ),
      };
  }

  // Once the buyer has signed, the Notice of Cancellation's dates are known, as the executed PDF prints them.
  const buyerSignedAt = parties.homeowner.signed ? parties.homeowner.signedAt : null;
  const cancellation = buyerSignedAt ? cancellationDates(doc, new Date(buyerSignedAt)) : null;

  const manager = !yourRole && info.data?.youManage;
  const terms = info.data?.terms;
  const headerTotal = terms ? terms.total : usd(c.totalAmount);

  return (
    <main className="sign-page">
      <header className="contract-page-header">
        <div className="stack-sm">
          <p className="contract-page-eyebrow">
            {c.changeOrder
              ? executed
                ? `Signed change order ${c.changeOrder.number}`
                : `Change order ${c.changeOrder.number} for signature`
              : executed
                ? 'Signed contract'
                : 'Contract for signature'}
          </p>
          <h1>{c.serviceType}</h1>
          {/* The price as the text being signed states it; none when the sender wrote figures of their own into it. */}
          {headerTotal && (
            <p className="sign-header-total">
              Total <strong>{headerTotal}</strong>
            </p>
          )}
        </div>
        {executed ? <Badge variant="success">Fully Executed</Badge> : <ContractStatusBadge status={c.status} />}
        {role && (
          // Phones: the panel follows the document; say where it is.
          <a href="#signing-panel" className="sign-jump">
            Read the contract below, then sign at your block or at the end <ArrowDown aria-hidden size={16} />
          </a>
        )}
        {paperAt && (
          // Phones: the paper path follows the whole document; say it is there.
          <a href="#paper-path" className="sign-jump">
            You asked to sign on paper: how to print, sign and return it is below the contract <ArrowDown aria-hidden size={16} />
          </a>
        )}
      </header>

      {justSigned && !justSigned.fullyExecuted && yourRole && (
        <Card className="sign-done" role="status">
          <CardContent className="stack">
            <CircleCheck aria-hidden size={32} className="executed-icon" />
            <CardTitle as="h2">You signed this contract</CardTitle>
            <p>
              Your signature as {ROLE_LABEL[yourRole].toLowerCase()} is in your signature block below. We e-mailed{' '}
              {parties[otherRole(yourRole)].name} to sign next; when both of you have signed, you both receive the final PDF by e-mail.
            </p>
          </CardContent>
        </Card>
      )}

      {/* What the law wants handed over apart from the contract (Illinois's pamphlet): in full, before the contract and the signature form. */}
      <DeliveredDocuments documents={info.data?.deliver ?? []} />
      <AuthorshipNotice authorship={info.data?.authorship} />
      {c.status !== 'draft' && <ContractLifecycle contract={c} yourRole={yourRole} token={token} />}
      {/* A change order names the contract it changes and its totals; an executed contract lists its change orders. */}
      {c.changeOrder && <ChangeOrderBanner co={c.changeOrder} />}
      {executed && !c.changeOrder && <ChangeOrdersPanel contractId={contractId} token={token} />}

      <div className={role ? 'sign-layout' : 'sign-layout sign-layout-done'}>
        <article className="sign-document" aria-label="The contract" ref={documentRef}>
          {text ? (
            <ContractTextView
              doc={doc}
              text={text}
              headingOffset={1}
              renderSignature={mark}
              renderDate={signedDate}
              lineStamps={lineStamps}
              cancellation={cancellation}
            />
          ) : (
            <p className="muted">This contract has no text yet.</p>
          )}
        </article>

        <aside className="sign-side" aria-label="Signing">
          {executed ? (
            <ExecutedCard contractId={contractId} serviceType={c.serviceType} token={token} />
          ) : role ? (
            <Card>
              <CardContent>
                <SignatureForm
                  role={role}
                  party={parties[role]}
                  disclosure={info.data?.disclosure}
                  disclosureError={info.isError}
                  values={values}
                  errors={form.errors}
                  onChange={change}
                  onSubmit={submit}
                  pending={sign.isPending}
                  elections={role === 'homeowner' ? (info.data?.elections ?? []) : []}
                  acknowledgments={info.data?.acknowledgments ?? []}
                  delivered={info.data?.deliver ?? []}
                  disclosures={role === 'homeowner' ? (info.data?.disclosures ?? []) : []}
                  homeownerConfirmed={role === 'provider' ? parties.homeowner.disclosures : []}
                />
                <DeclineEsign contractId={contractId} token={token} senderName={senderName} onDone={reload} />
              </CardContent>
            </Card>
          ) : paperAt ? (
            <div id="paper-path">
              <PaperPathCard
                contractId={contractId}
                token={token}
                serviceType={c.serviceType}
                requestedAt={paperAt}
                senderName={senderName}
              />
            </div>
          ) : (
            <>
              <SigningStatus parties={parties} manager={!!manager} signable={SIGNABLE.includes(c.status)} />
              {manager && c.status === 'pending_signatures' && (
                <OwnerSigningActions contractId={contractId} serviceType={c.serviceType} parties={parties} onSent={reload} />
              )}
            </>
          )}
        </aside>
      </div>
    </main>
  );
}

/** An adopted signature as it shows in a block: the image, or the typed name in its face. */
function AdoptedSignatureMark({ mark, name, pending }: { mark: AdoptedMark | null; name: string; pending?: boolean }) {
  const label = pending ? `Your signature (not signed yet)` : `Signature of ${name}`;
  if (mark?.image) return <img className="sig-mark-image" src={mark.image} alt={label} />;
  return (
    <span
      role="img"
      className="sig-mark-typed"
      style={{ fontFamily: mark?.font ? `'${mark.font}', cursive` : 'cursive' }}
      aria-label={label}
    >
      {mark?.text ?? name}
    </span>
  );
}

/** Where signing stands, for whoever is not signing now (the creator who is not a party, or a party who has signed). */
function SigningStatus({ parties, manager, signable }: { parties: Record<SignerRole, PartyInfo>; manager: boolean; signable: boolean }) {
  return (
    <Card>
      <CardContent className="stack">
        <CardTitle as="h2">Signing status</CardTitle>
        {manager ? (
          <p>
            You created this contract. Each party signs from the personal link in their invitation e-mail (or signed in with their own
            address), so there is nothing for you to sign here.
          </p>
        ) : !signable ? (
          <p>This contract cannot be signed in its current status.</p>
        ) : null}
        <ul className="sign-status-list">
          {(['homeowner', 'provider'] as const).map((r) => (
            <li key={r}>
              <span>
                <strong>{ROLE_LABEL[r]}</strong>: {parties[r].name}
              </span>
              {parties[r].signed ? (
                <Badge variant="success">
                  <CircleCheck aria-hidden size={12} /> Signed {parties[r].signedAt ? dateTime(parties[r].signedAt) : ''}
                </Badge>
              ) : parties[r].paperRequestedAt ? (
                <Badge variant="destructive">Asked for paper</Badge>
              ) : (
                <Badge variant="warning">Not signed yet</Badge>
              )}
            </li>
          ))}
        </ul>
        {parties.homeowner.elections.length > 0 && (
          <p className="sign-election-made">
            The homeowner&rsquo;s separate choices:{' '}
            {parties.homeowner.elections.map((e) => `${e.label}: ${e.choice === 'accept' ? 'accepted' : 'rejected'}`).join('; ')}.
          </p>
        )}
        <ConfirmedNotices confirmed={parties.homeowner.disclosures} />
      </CardContent>
    </Card>
  );
}

function SignLoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack center">
          <FileX aria-hidden size={36} className="text-danger" />
          <CardTitle as="h1">{notFound ? 'Contract Not Found' : 'Could not load the contract'}</CardTitle>
          <CardDescription>
            {notFound
              ? 'This contract does not exist, or this link does not give access to it. Open the signing link from your invitation e-mail again.'
              : 'Something went wrong on our side. Please try again.'}
          </CardDescription>
          {notFound ? (
            <Link to="/" className={buttonClass('outline')}>
              Back to Home
            </Link>
          ) : (
            <button type="button" className={buttonClass('outline')} onClick={onRetry}>
              Try again
            </button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

const SIGNABLE = ['draft', 'pending_signatures'];
const otherRole = (role: SignerRole): SignerRole => (role === 'homeowner' ? 'provider' : 'homeowner');

/**
 * Where signing stands for whoever opened the page: the parties, whether it is executed, the visitor's role,
 * and, when they may sign now, what their form is checked against.
 */
function signerState(c: ContractRecord, info: SigningInfo | undefined, token: string | null) {
  const parties = partiesOf(c, info);
  const executed = isFullyExecuted(c) || (parties.homeowner.signed && parties.provider.signed);
  const yourRole = info?.yourRole ?? null;
  // A party who asked for paper (docs/decisions/0010-after-the-invitation.md) sees the paper path, not the signing form.
  const paperAt = yourRole && !parties[yourRole].signed && SIGNABLE.includes(c.status) ? parties[yourRole].paperRequestedAt : null;
  const role = yourRole && !parties[yourRole].signed && SIGNABLE.includes(c.status) && !paperAt ? yourRole : null;
  // Whom the invitation came from: the creator when they are the other party, else the contract's sender.
  const senderName = yourRole ? parties[otherRole(yourRole)].name || 'the sender' : 'the sender';
  const signing: Parameters<typeof validateSignForm>[1] | null = role
    ? {
        role,
        partyName: parties[role].name,
        signerEmail: parties[role].email,
        token,
        textSha256: info?.textSha256,
        elections: info?.elections ?? [],
        disclosures: info?.disclosures ?? [],
      }
    : null;
  return { parties, executed, yourRole, paperAt, role, senderName, signing };
}
