import { z } from 'zod';
import { requireUser, type ServiceApp } from '@homepact/kit';
import {
  ContractRecordSchema,
  ContractSummarySchema,
  CreateContractBodySchema,
  UpdateContentBodySchema,
  type ContractSummary,
} from '@homepact/proto';
import { createContract } from '../use-cases/create-contract.ts';
import { deleteContract } from '../use-cases/delete-contract.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { getContract } from '../use-cases/get-contract.ts';
import { listContractsJson } from '../use-cases/list-contracts.ts';
import { updateContractContent } from '../use-cases/update-contract-content.ts';
import { signedIn, signedInOrToken } from './hooks.ts';
import { errors, IdParamsSchema, NoQuerySchema, TokenQuerySchema } from './schemas.ts';

/**
 * The edited text is at most 500,000 characters; 1 MB leaves room for JSON
 * escapes and multi-byte characters without buffering the app-wide 2 MB.
 */
const CONTENT_BODY_LIMIT = 1024 * 1024;

export function contractRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.post(
    '/api/contracts',
    {
      onRequest: signedIn,
      schema: {
        tags: ['contracts'],
        summary: 'Save the wizard’s contract as a draft',
        querystring: NoQuerySchema,
        body: CreateContractBodySchema,
        response: { 201: ContractRecordSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createContract(deps, requireUser(req), req.body)),
  );

  app.get(
    '/api/contracts',
    {
      onRequest: signedIn,
      schema: {
        tags: ['contracts'],
        summary: 'The signed-in user’s contracts, newest first',
        querystring: NoQuerySchema,
        response: { 200: z.array(ContractSummarySchema), ...errors },
      },
    },
    // Already JSON (and built from schema-checked summaries): sent as is, not serialized again.
    async (req, reply) => {
      const json = await listContractsJson(deps, requireUser(req));
      // Fastify sends a string payload untouched; the typed reply only knows the parsed shape.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ContractSummary[]);
    },
  );

  app.get(
    '/api/contracts/:id',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['contracts'],
        summary: 'One contract (its creator, admins, and the parties: signed in with their e-mail or with their signing link’s token)',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: ContractRecordSchema, ...errors },
      },
    },
    async (req) => getContract(deps, { user: req.user, token: req.query.token }, req.params.id),
  );

  app.patch(
    '/api/contracts/:id/content',
    {
      onRequest: signedIn,
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags: ['contracts'],
        summary: 'Save the edited text of a draft',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: UpdateContentBodySchema,
        response: { 200: ContractRecordSchema, ...errors },
      },
    },
    async (req) => updateContractContent(deps, requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/contracts/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['contracts'],
        summary: 'Delete a draft (its creator only)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteContract(deps, requireUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
