import { z } from 'zod';
import { ContractRecordSchema, ErrorBodySchema } from '@homepact/proto';

export const IdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
/** None of these routes takes query parameters; an unknown one is a client bug worth a 400. */
export const NoQuerySchema = z.strictObject({});
/** What other services read: the record plus the HTML the PDF is rendered from. */
export const InternalContractSchema = ContractRecordSchema.extend({ htmlContent: z.string().nullable() });

export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
};
