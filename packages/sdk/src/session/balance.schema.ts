import * as z from 'zod';

export const balanceSchema = z.object({ balance: z.coerce.number() });
