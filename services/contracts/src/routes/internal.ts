import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { ContractsExportSchema, EvidenceRecordSchema, ExportRequestSchema } from '@homepact/proto';
import { authorize } from '../use-cases/authorize.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { getContractForService } from '../use-cases/get-contract.ts';
import { exportUserData } from '../use-cases/export-user-data.ts';
import { getEvidence, getEvidenceRecord } from '../use-cases/get-evidence.ts';
import { reserveMailBudget } from '../use-cases/reserve-mail-budget.ts';
import {
  AuthorizeBodySchema,
  AuthorizeResponseSchema,
  EvidenceSchema,
  IdParamsSchema,
  InternalContractSchema,
  MailBudgetBodySchema,
  MailBudgetResponseSchema,
  NoQuerySchema,
} from './schemas.ts';

const internalErrors = errorResponses(400, 401, 404);

/**
 * Calls from our other services (documents renders the PDF from the record
 * and asks who may see it, notifications addresses the e-mails, identity
 * assembles a user's data export). Not routed
 * by the gateway, which only proxies /api/*; the kit rejects a call without a
 * service signature (401).
 */
export function internalRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.get(
    '/internal/contracts/:id',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: InternalContractSchema, ...internalErrors },
      },
    },
    async (req) => getContractForService(deps, req.params.id),
  );

  app.post(
    '/internal/contracts/:id/authorize',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: AuthorizeBodySchema,
        response: { 200: AuthorizeResponseSchema, ...internalErrors },
      },
    },
    async (req) => authorize(deps, req.params.id, req.body),
  );

  app.get(
    '/internal/contracts/:id/evidence',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: EvidenceSchema, ...internalErrors },
      },
    },
    async (req) => getEvidence(deps, req.params.id),
  );

  // documents renders the record as a PDF (GET /api/contracts/:id/evidence-record.pdf), having asked authorize first.
  app.get(
    '/internal/contracts/:id/evidence-record',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: EvidenceRecordSchema, ...internalErrors },
      },
    },
    async (req) => getEvidenceRecord(deps, null, req.params.id),
  );

  // documents, before Generate renders and sends the invitations: 429 when the mail budget is spent.
  app.post(
    '/internal/contracts/:id/mail-budget',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: MailBudgetBodySchema,
        response: { 200: MailBudgetResponseSchema, ...internalErrors, ...errorResponses(403, 429) },
      },
    },
    async (req) => reserveMailBudget(deps, req.params.id, req.body.user),
  );

  // identity's data export (GET /api/auth/export): the user's contracts, signatures and annotations.
  app.post(
    '/internal/exports/contracts',
    {
      schema: {
        hide: true,
        querystring: NoQuerySchema,
        body: ExportRequestSchema,
        response: { 200: ContractsExportSchema, ...internalErrors },
      },
    },
    async (req) => exportUserData(deps, req.body),
  );
}
