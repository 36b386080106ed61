export { getContentPage } from './content.api';
export type { ContentPage } from './content.schema';
