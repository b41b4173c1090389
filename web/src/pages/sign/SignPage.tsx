import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileX } from 'lucide-react';
import type { SignerRole } from '@homepact/proto';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass } from '../../components/ui';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { isFullyExecuted, usd } from '../../lib/contractFormat';
import { errorStatus } from '../../lib/queryClient';
import { PageLoading } from '../PageLoading';
import { ContractDetails } from './ContractDetails';
import { ExecutedCard } from './ExecutedCard';
import { SignatureForm } from './SignatureForm';
import { SignerPicker } from './SignerPicker';
import { fetchContract, fetchSigningInfo, partiesOf, ROLE_LABEL, signContractKey, signingInfoKey, type SignResult } from './signingApi';

const otherRole = (role: SignerRole): SignerRole => (role === 'homeowner' ? 'provider' : 'homeowner');
import './sign.css';

const SIGNABLE = ['draft', 'pending_signatures'];

export function SignPage() {
  const { contractId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const queryClient = useQueryClient();

  const contract = useQuery({
    queryKey: signContractKey(contractId, token),
    queryFn: () => fetchContract(contractId, token),
    staleTime: 0,
  });
  const info = useQuery({
    queryKey: signingInfoKey(contractId, token),
    queryFn: () => fetchSigningInfo(contractId, token),
    enabled: contract.isSuccess,
    staleTime: 0,
  });
  // undefined: not chosen yet (the invitation's role is suggested); null: the signer asked to pick again.
  const [chosen, setChosen] = useState<SignerRole | null | undefined>(undefined);
  const [justSigned, setJustSigned] = useState<SignerRole | null>(null);

  if (contract.isPending) return <PageLoading label="Loading contract..." />;
  if (contract.isError)
    return <SignLoadError notFound={(errorStatus(contract.error) ?? 500) < 500} onRetry={() => void contract.refetch()} />;

  const c = contract.data;
  const parties = partiesOf(c, info.data);
  const executed = isFullyExecuted(c) || (parties.homeowner.signed && parties.provider.signed);
  const suggested = info.data?.yourRole ?? null;
  const wanted = chosen === undefined ? suggested : chosen;
  const role = wanted && !parties[wanted].signed ? wanted : null;

  function onSigned(result: SignResult, role: SignerRole) {
    setJustSigned(role);
    queryClient.setQueryData(signContractKey(contractId, token), result.contract);
    void queryClient.invalidateQueries({ queryKey: signingInfoKey(contractId, token) });
    setChosen(null);
  }

  function reload() {
    void queryClient.invalidateQueries({ queryKey: signContractKey(contractId, token) });
    void queryClient.invalidateQueries({ queryKey: signingInfoKey(contractId, token) });
  }

  return (
    <main className="page container sign-page">
      <header className="sign-header">
        <div className="stack-sm">
          <p className="sign-eyebrow">{executed ? 'Signed contract' : 'Contract for signature'}</p>
          <h1>{c.serviceType}</h1>
          <p className="sign-header-total">
            Total <strong>{usd(c.totalAmount)}</strong>
          </p>
        </div>
        {executed ? <Badge variant="success">Fully Executed</Badge> : <ContractStatusBadge status={c.status} />}
      </header>

      <div className={executed ? 'sign-layout sign-layout-done' : 'sign-layout'}>
        <div className="sign-main">
          <ContractDetails contract={c} parties={parties} />
        </div>
        <aside className="sign-side" aria-label="Signing">
          {executed ? (
            <ExecutedCard contractId={contractId} serviceType={c.serviceType} token={token} />
          ) : !SIGNABLE.includes(c.status) ? (
            <Card>
              <CardContent>
                <p>This contract cannot be signed in its current status.</p>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>Sign this contract</CardTitle>
                <CardDescription>Read the contract, then sign it electronically. Each party signs once.</CardDescription>
              </CardHeader>
              <CardContent>
                {role ? (
                  <SignatureForm
                    key={role}
                    contractId={contractId}
                    token={token}
                    role={role}
                    party={parties[role]}
                    disclosure={info.data?.disclosure}
                    textSha256={info.data?.textSha256}
                    disclosureError={info.isError}
                    onChange={() => setChosen(null)}
                    onSigned={onSigned}
                    onStale={reload}
                  />
                ) : (
                  <div className="stack">
                    {justSigned && (
                      <p role="status" className="signed-note">
                        You signed as {ROLE_LABEL[justSigned].toLowerCase()}. We e-mailed {parties[otherRole(justSigned)].name} to sign
                        next.
                      </p>
                    )}
                    <SignerPicker parties={parties} onChoose={setChosen} />
                  </div>
                )}
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </main>
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
