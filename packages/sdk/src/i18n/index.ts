export { i18nOf } from './i18n.store';
export type { I18n } from './i18n.store';
export { $catalogs, loadCatalog, loadedCatalog } from './catalog.task';
export { createTranslate } from './translate.calc';
export type { Messages, Translate, TranslateParams } from './translate.calc';
export type { MessageKey } from './catalog/en';
export { formatDateTime, formatDay, formatTime, formatTry, parseServerTime } from './format.calc';
export type { DateTimeFormatOptions } from './format.calc';
export { roundKurus } from './money.calc';
