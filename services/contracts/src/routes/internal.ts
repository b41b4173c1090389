import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { ContractsInternal as R } from '@homepact/proto';
import { authorize } from '../use-cases/authorize.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { getContractForService } from '../use-cases/get-contract.ts';
import { exportUserData } from '../use-cases/export-user-data.ts';
import { getEvidence, getEvidenceRecord } from '../use-cases/get-evidence.ts';
import { reserveMailBudget } from '../use-cases/reserve-mail-budget.ts';
import { NoQuerySchema } from './schemas.ts';

const internalErrors = errorResponses(400, 401, 404);

/**
 * Calls from our other services (documents renders the PDF from the record
 * and asks who may see it, notifications addresses the e-mails, identity
 * assembles a user's data export). Not routed
 * by the gateway, which only proxies /api/*; the kit rejects a call without a
 * service signature (401). Paths, bodies and answers are declared once in
 * proto/src/internal/contracts.ts, where the callers read them too.
 */
export function internalRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.get(
    R.getContract.path,
    {
      schema: {
        hide: true,
        params: R.getContract.params,
        querystring: NoQuerySchema,
        response: { 200: R.getContract.answer, ...internalErrors },
      },
    },
    async (req) => getContractForService(deps, req.params.id),
  );

  app.post(
    R.authorize.path,
    {
      schema: {
        hide: true,
        params: R.authorize.params,
        querystring: NoQuerySchema,
        body: R.authorize.body,
        response: { 200: R.authorize.answer, ...internalErrors },
      },
    },
    async (req) => authorize(deps, req.params.id, req.body),
  );

  app.get(
    R.evidence.path,
    {
      schema: {
        hide: true,
        params: R.evidence.params,
        querystring: NoQuerySchema,
        response: { 200: R.evidence.answer, ...internalErrors },
      },
    },
    async (req) => getEvidence(deps, req.params.id),
  );

  // documents renders the record as a PDF (GET /api/contracts/:id/evidence-record.pdf), having asked authorize first.
  app.get(
    R.evidenceRecord.path,
    {
      schema: {
        hide: true,
        params: R.evidenceRecord.params,
        querystring: NoQuerySchema,
        response: { 200: R.evidenceRecord.answer, ...internalErrors },
      },
    },
    async (req) => getEvidenceRecord(deps, null, req.params.id),
  );

  // documents, before Generate renders and sends the invitations: 429 when the mail budget is spent.
  app.post(
    R.mailBudget.path,
    {
      schema: {
        hide: true,
        params: R.mailBudget.params,
        querystring: NoQuerySchema,
        body: R.mailBudget.body,
        response: { 200: R.mailBudget.answer, ...internalErrors, ...errorResponses(403, 429) },
      },
    },
    async (req) => reserveMailBudget(deps, req.params.id, req.body.user),
  );

  // identity's data export (GET /api/auth/export): the user's contracts, signatures and annotations.
  app.post(
    R.exportContracts.path,
    {
      schema: {
        hide: true,
        querystring: NoQuerySchema,
        body: R.exportContracts.body,
        response: { 200: R.exportContracts.answer, ...internalErrors },
      },
    },
    async (req) => exportUserData(deps, req.body),
  );
}
