export { bootstrapOf } from './bootstrap.store';
export { getBootstrap, getCoverScript } from './bootstrap.api';
export type { BootstrapDomain } from './bootstrap.store';
export { bootstrapSchema } from './bootstrap.schema';
export type { Bootstrap, JackpotCardData, Slide } from './bootstrap.schema';
export { siteOption } from './bootstrap.calc';
export { SPORTSBOOK_CAROUSEL_SLUG, bannersOf, isExternalUrl } from './banner.calc';
export type { Banner } from './banner.calc';
export { HOME_CAROUSEL, HOME_CAROUSEL_SLUG, SPORTSBOOK_CAROUSEL } from './banner.constants';
