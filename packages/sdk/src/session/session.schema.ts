import * as z from 'zod/mini';
import { object } from '../schema/zod';

export const balanceSchema = object({ balance: z.coerce.number() });
