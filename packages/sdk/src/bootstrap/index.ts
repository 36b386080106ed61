export { bootstrapOf } from './bootstrap.store';
export { getBootstrap, getCoverScript } from './bootstrap.api';
export type { BootstrapDomain } from './bootstrap.store';
export { bootstrapSchema, jackpotCardSchema, slideSchema } from './bootstrap.schema';
export type { Bootstrap, JackpotCardData, Slide } from './bootstrap.schema';
export { siteOption } from './bootstrap.calc';
