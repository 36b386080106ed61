export { i18nOf } from './i18n';
export type { I18n } from './i18n';
export { catalogs, createTranslate, interpolate } from './translate';
export type { Messages, Translate, TranslateParams } from './translate';
export type { MessageKey } from './catalog/en';
export { formatDateTime, formatTry, parseServerTime } from './format';
export type { DateTimeFormatOptions } from './format';
export { foldCase, includesFolded, slugify } from './text';
