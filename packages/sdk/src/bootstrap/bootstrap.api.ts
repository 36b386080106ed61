import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import { bootstrapSchema, type Bootstrap } from './bootstrap.schema';

/** GET cms/grouped: everything the anonymous shell renders. The site's server renders from it too. */
export const getBootstrap = async (client: OynaClient): Promise<Bootstrap> =>
  (await client.http.get('cms/grouped', bootstrapSchema)).data;

/** GET cms/coveryjs: the operator's script text, for the host page to inject under its CSP. */
export const getCoverScript = async (client: OynaClient): Promise<string> =>
  (await client.http.get('cms/coveryjs', z.string())).data;
