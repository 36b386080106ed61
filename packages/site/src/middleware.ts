import { defineMiddleware } from 'astro:middleware';
import { loadPageContext } from './lib/pageContext';

/** Loads what every page renders from (language, bootstrap, cover script hash) once per request. */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.page = await loadPageContext(context.cookies);
  return next();
});
