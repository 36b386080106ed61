export { bootstrapOf, loadBootstrap } from './bootstrap';
export type { BootstrapDomain } from './bootstrap';
export { bootstrapSchema, jackpotCardSchema, slideSchema } from './bootstrap.schema';
export type { Bootstrap, JackpotCardData, Slide } from './bootstrap.schema';
export { siteOption } from './siteOption';
