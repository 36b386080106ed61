// @oyna/ui/content: home's banners and address bar, the domain banner, promotions and the popup, a CMS
// page's article and its sanitiser, kept out of the shell's bundle so a page that shows none of them
// loads none of them. The sanitiser is here, not in the main entry: DOMPurify runs code when imported,
// and esbuild kept it in the first load of anything imported from the main entry (13 kB gzip).
export { HomeCarousel } from './HomeCarousel';
export { TopNotifyBar } from './TopNotifyBar';
export type { TopNotifyBarProps } from './TopNotifyBar';
export { DomainBanner } from './DomainBanner';
export type { DomainBannerProps } from './DomainBanner';
export { PromotionList } from './PromotionList';
export type { PromotionListProps } from './PromotionList';
export { PromoPopup } from './PromoPopup';
export { ContentArticle } from './ContentArticle';
export type { ContentArticleProps } from './ContentArticle';
export { createCmsSanitizer } from './cmsHtml.sanitizer';
export type { CmsSanitizer } from './cmsHtml.sanitizer';
