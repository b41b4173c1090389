import { z } from 'zod';
import { RoleSchema } from '../users.ts';

/** The signed-in user as the gateway vouches for them, and as one service tells another who is asking. */
export const UserContextSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type UserContext = z.infer<typeof UserContextSchema>;
