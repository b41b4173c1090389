import { z } from 'zod';
import { RepublishAnswerSchema } from '../envelope.ts';
import { internalRoute } from './route.ts';

/** POST /internal/republish: served by identity, contracts and ai, asked by the admin service's republish job. */
export const RepublishRoute = internalRoute({
  method: 'POST',
  path: '/internal/republish',
  body: z.strictObject({}).optional(),
  answer: RepublishAnswerSchema,
});
