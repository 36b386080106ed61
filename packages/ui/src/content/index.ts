// @oyna/ui/content: home's banners and address bar, the domain banner, promotions and the popup, kept
// out of the shell's bundle so a page that shows none of them loads none of them.
export { HomeCarousel } from './HomeCarousel';
export { TopNotifyBar } from './TopNotifyBar';
export type { TopNotifyBarProps } from './TopNotifyBar';
export { DomainBanner } from './DomainBanner';
export type { DomainBannerProps } from './DomainBanner';
export { PromotionList } from './PromotionList';
export type { PromotionListProps } from './PromotionList';
export { PromoPopup } from './PromoPopup';
