import { object } from '../schema/zod';
import { numeric } from '../schema/wire';

export const balanceSchema = object({ balance: numeric() });
