export { getContentPage } from './content.api';
export { contentPageSchema } from './content.schema';
export type { ContentPage } from './content.schema';
