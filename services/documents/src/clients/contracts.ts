import { AppError, internalClient, isAppError, type Logger, type UserContext } from '@homepact/kit';
import { ContractsInternal, type Authorization, type ContractEvidence, type EvidenceRecord, type InternalContract } from '@homepact/proto';

/**
 * contracts owns contracts and alone decides who may read or manage one
 * (docs/signing-flow.md, "Who decides access"). These are its internal
 * answers documents relies on, each declared once in proto/src/internal/contracts.ts.
 */
export type { Authorization };
export type AuthorizedContract = InternalContract;
export type Evidence = ContractEvidence;

/** The contracts routes documents asks (tests/cross-service/internal-shapes.test.ts checks contracts serves these very schemas). */
export const contractsAsks = [
  ContractsInternal.authorize,
  ContractsInternal.mailBudget,
  ContractsInternal.evidenceRecord,
  ContractsInternal.evidence,
];

/** What documents needs from contracts; tests inject a fake. */
export interface ContractsPort {
  /** null when the contract does not exist (contracts answered 404). */
  authorize(contractId: string, who: { user: UserContext | null; token?: string }): Promise<Authorization | null>;
  /** The signed text and the signing evidence of an executed contract. */
  evidence(contractId: string): Promise<Evidence>;
  /** The complete evidence record (GET /internal/contracts/:id/evidence-record), for its PDF; ask authorize first. */
  evidenceRecord(contractId: string): Promise<EvidenceRecord>;
  /**
   * Takes the mail budget of the invitations Generate is about to send
   * (contracts owns it, per sender and per recipient); throws AppError 429,
   * with contracts' sentence and Retry-After, when it is spent.
   */
  reserveMailBudget(contractId: string, user: UserContext): Promise<void>;
}

/** The HTTP adapter: contracts' /internal API, each call signed as documents. */
export function httpContractsPort(opts: { baseUrl: string; secret: string; logger?: Logger; timeoutMs?: number }): ContractsPort {
  const client = internalClient({ baseUrl: opts.baseUrl, secret: opts.secret, caller: 'documents', timeoutMs: opts.timeoutMs ?? 5000 });
  /** An answer that is not the declared shape is logged with its issues (the AppError 502 carries them as its cause). */
  const logged = async <T>(what: string, ask: Promise<T>): Promise<T> => {
    try {
      return await ask;
    } catch (e) {
      if (isAppError(e) && e.status === 502) opts.logger?.error({ err: e.cause }, `contracts answered ${what} with an unexpected body`);
      throw e;
    }
  };
  return {
    async authorize(contractId, who) {
      try {
        return await logged(
          'authorize',
          client.ask(ContractsInternal.authorize, {
            params: { id: contractId },
            body: { user: who.user, ...(who.token ? { token: who.token } : {}) },
          }),
        );
      } catch (e) {
        if (isAppError(e) && e.status === 404) return null;
        throw e;
      }
    },
    async reserveMailBudget(contractId, user) {
      try {
        await client.ask(ContractsInternal.mailBudget, { params: { id: contractId }, body: { user } });
      } catch (e) {
        if (isAppError(e) && e.status === 429) throw new AppError('mail_limit', 429, e.message, { headers: e.headers ?? {} });
        throw e;
      }
    },
    evidenceRecord: (contractId) => logged('evidence-record', client.ask(ContractsInternal.evidenceRecord, { params: { id: contractId } })),
    evidence: (contractId) => logged('evidence', client.ask(ContractsInternal.evidence, { params: { id: contractId } })),
  };
}
