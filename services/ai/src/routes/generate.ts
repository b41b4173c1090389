import type { FastifyRequest } from 'fastify';
import type { RateBudgets, ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { aiBudgetRules, type AiLimits } from '../domain/budget.ts';
import {
  GenerateFinalContractBodySchema,
  GenerateFinalContractResponseSchema,
  GenerateScopeBodySchema,
  GenerateScopeResponseSchema,
} from '@homepact/proto';
import type { ContractAi } from '../generators/types.ts';
import { generateFinalContract } from '../use-cases/generate-final-contract.ts';
import { generateScope } from '../use-cases/generate-scope.ts';
import type { LoggedDeps } from '../use-cases/run-logged.ts';

export interface GenerateRouteDeps extends LoggedDeps {
  ai: ContractAi;
  now: () => Date;
  /** Seals the contract texts this service writes (kit's text-seal): the internal secret. */
  textSealSecret: string;
  budgets: RateBudgets;
  limits: AiLimits;
}

const errors = errorResponses(400, 413, 415, 429, 502);

/** A job description is at most 5,000 characters; 64 KB leaves room for JSON escaping. */
const SCOPE_BODY_LIMIT = 64 * 1024;
/** The whole wizard form plus a scope of up to 50,000 characters. */
const CONTRACT_BODY_LIMIT = 1024 * 1024;

/**
 * Both routes work signed out (the scope editor is a public page): the
 * request is then logged with userId null. Every call spends a daily budget
 * (domain/budget.ts), checked after the body is validated so a malformed
 * request costs nothing; the gateway's per-IP request rate comes on top.
 */
export function generateRoutes(app: ServiceApp, deps: GenerateRouteDeps) {
  const spendBudget = async (req: FastifyRequest) => {
    await deps.budgets.consume(aiBudgetRules(deps.limits, { userId: req.user?.userId ?? null, ip: req.clientIp }), deps.now());
  };

  app.post(
    '/api/generate-scope',
    {
      bodyLimit: SCOPE_BODY_LIMIT,
      preHandler: spendBudget,
      schema: {
        tags: ['ai'],
        summary: 'Write a scope of work and editing tips from a job description',
        body: GenerateScopeBodySchema,
        response: { 200: GenerateScopeResponseSchema, ...errors },
      },
    },
    async (req) => generateScope(deps, { body: req.body, userId: req.user?.userId ?? null }),
  );

  app.post(
    '/api/generate-final-contract',
    {
      bodyLimit: CONTRACT_BODY_LIMIT,
      preHandler: spendBudget,
      schema: {
        tags: ['ai'],
        summary: 'Assemble the final contract text (clause library, scope wording improved by the AI)',
        body: GenerateFinalContractBodySchema,
        response: { 200: GenerateFinalContractResponseSchema, ...errors },
      },
    },
    async (req) => generateFinalContract(deps, { body: req.body, userId: req.user?.userId ?? null }),
  );
}
