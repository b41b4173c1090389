import { z } from 'zod';
import { requireUser, type ServiceApp } from '@homepact/kit';
import {
  ContractCountsSchema,
  ContractRecordSchema,
  ContractsListQuerySchema,
  ContractSummarySchema,
  CreateContractBodySchema,
  EvidenceRecordSchema,
  UpdateContentBodySchema,
} from '@homepact/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch } from '../domain/list-cursor.ts';
import { createContract } from '../use-cases/create-contract.ts';
import { deleteContract } from '../use-cases/delete-contract.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { getContract } from '../use-cases/get-contract.ts';
import { contractCounts, DEFAULT_PAGE_SIZE, listContractsJson, listContractsPage } from '../use-cases/list-contracts.ts';
import { updateContract } from '../use-cases/update-contract.ts';
import { updateContractContent } from '../use-cases/update-contract-content.ts';
import { signedIn, signedInOrToken } from './hooks.ts';
import { errors, IdParamsSchema, NoQuerySchema, TokenQuerySchema } from './schemas.ts';
import { getEvidenceRecord } from '../use-cases/get-evidence.ts';

/**
 * The edited text is at most 500,000 characters; 1 MB leaves room for JSON
 * escapes and multi-byte characters without buffering the app-wide 2 MB.
 */
const CONTENT_BODY_LIMIT = 1024 * 1024;

const NotModified = z.null().describe('Not modified: the If-None-Match tag is still current');

/**
 * Sets the validator on the answer and says whether the caller's copy is
 * current. `no-cache`: a browser keeps the answer but asks again each time,
 * and gets a 304 while the owner's list version has not moved.
 */
function notModified(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  return ifNoneMatch(req.headers['if-none-match'], etag);
}

/**
 * 304 with no body at all: a serialized `null` would announce Content-Length: 4
 * on an answer that has none, which proxies rightly refuse.
 */
const sendNotModified = (reply: FastifyReply) => reply.status(304).removeHeader('content-type').send();

/** Fastify sends a Buffer payload untouched; the typed reply only knows the parsed shape. */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

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
        summary:
          'The signed-in user’s contracts, newest first: all of them, or a page (?limit=, then ?cursor= from the Link rel="next" header)',
        querystring: ContractsListQuerySchema,
        response: { 200: z.array(ContractSummarySchema), 304: NotModified, ...errors },
      },
    },
    // Already JSON (and built from schema-checked summaries): sent as is, not serialized again.
    async (req, reply) => {
      const actor = requireUser(req);
      const { limit, cursor } = req.query;
      if (limit === undefined && cursor === undefined) {
        const list = await listContractsJson(deps, actor);
        if (notModified(req, reply, list.etag)) return sendNotModified(reply);
        return sendJson(reply, await list.body());
      }
      const page = await listContractsPage(deps, actor, { limit, cursor });
      if (notModified(req, reply, page.etag)) return sendNotModified(reply);
      const { json, next } = await page.body();
      if (next) {
        const params = new URLSearchParams({ limit: String(limit ?? DEFAULT_PAGE_SIZE), cursor: next });
        reply.header('link', `</api/contracts?${params}>; rel="next"`);
      }
      return sendJson(reply, json);
    },
  );

  // A static path: Fastify's router prefers it to /api/contracts/:id whatever the order they are declared in.
  app.get(
    '/api/contracts/summary',
    {
      onRequest: signedIn,
      schema: {
        tags: ['contracts'],
        summary: 'The signed-in user’s contracts counted by status (kept by the service, not counted per request)',
        querystring: NoQuerySchema,
        response: { 200: ContractCountsSchema, 304: NotModified, ...errors },
      },
    },
    async (req, reply) => {
      const { etag, counts } = await contractCounts(deps, requireUser(req));
      if (notModified(req, reply, etag)) return sendNotModified(reply);
      return counts;
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

  app.get(
    '/api/contracts/:id/evidence-record',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['contracts'],
        summary:
          'The complete evidence record (JSON download): events with actor, IP and user agent; consent text; the exact text signed and its SHA-256; adopted signatures; notices and elections; e-mail delivery; who wrote each section. Its creator, admins and the parties (signed in or by their signing link). The readable PDF: GET /api/contracts/:id/evidence-record.pdf (documents).',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: EvidenceRecordSchema, ...errors },
      },
    },
    async (req, reply) => {
      const record = await getEvidenceRecord(deps, { user: req.user, token: req.query.token }, req.params.id);
      return reply
        .header('content-disposition', `attachment; filename="evidence-record-${record.contract.id}.json"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(record);
    },
  );

  app.put(
    '/api/contracts/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['contracts'],
        summary: 'Save the wizard’s contract again: the same body as POST, replacing the form and the texts of this draft',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: CreateContractBodySchema,
        response: { 200: ContractRecordSchema, ...errors },
      },
    },
    async (req) => updateContract(deps, requireUser(req), req.params.id, req.body),
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
