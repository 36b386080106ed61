export { startOyna } from './startOyna';
export type { StartOptions } from './startOyna';
