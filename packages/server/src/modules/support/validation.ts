import { z } from 'zod';

export const listQuery = z.object({
  status: z.enum(['open', 'answered', 'closed', 'all']).default('all'),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
