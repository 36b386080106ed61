import type { Promotion } from '@oyna/sdk/content';
import { PromotionList } from '@oyna/ui/content';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The promotions page: the cards, their descriptions sanitised on the server. */
export default function PromotionsIsland({ locale, promotions }: SiteIslandProps & { promotions: Promotion[] }) {
  return (
    <SiteProviders locale={locale}>
      <PromotionList promotions={promotions} />
    </SiteProviders>
  );
}
