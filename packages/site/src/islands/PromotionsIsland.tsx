import type { Promotion } from '@oyna/sdk/content';
import { PromoPopup, PromotionList } from '@oyna/ui/content';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The promotions page: the cards (descriptions sanitised on the server) and, once per content hash, the popup. */
export default function PromotionsIsland({ locale, promotions }: SiteIslandProps & { promotions: Promotion[] }) {
  return (
    <SiteProviders locale={locale}>
      <PromotionList promotions={promotions} />
      <PromoPopup />
    </SiteProviders>
  );
}
