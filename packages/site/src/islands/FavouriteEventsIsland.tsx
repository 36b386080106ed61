import { FavouriteEvents } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The player's starred prematch matches, in the right column. */
export default function FavouriteEventsIsland({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <FavouriteEvents />
    </SiteProviders>
  );
}
