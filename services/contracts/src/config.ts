import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

export const ContractsConfigSchema = BaseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(4002),
});
export type ContractsConfig = z.infer<typeof ContractsConfigSchema>;
