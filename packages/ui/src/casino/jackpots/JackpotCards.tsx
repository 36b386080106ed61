import { useStore } from '@nanostores/react';
import { bootstrapOf } from '@oyna/sdk/bootstrap';
import { jackpotCards, jackpotsOf, type JackpotCard } from '@oyna/sdk/casino';
import { formatTry } from '@oyna/sdk/i18n';
import useEmblaCarousel from 'embla-carousel-react';
import { useId } from 'react';
import { useOyna, useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { CarouselDots } from '../../shared/carousel/CarouselDots';
import { useSelectedSnap } from '../../shared/carousel/useSelectedSnap';
import { useHydrated } from '../../provider/useHydrated';
import { useAssetUrl } from '../../shared/useAssetUrl';
import { media } from '../../theme/breakpoints';
import { jackpotLevels, type JackpotLevelView } from './jackpotCards.model';
import * as css from './JackpotCards.css';
import { useAnimatedAmount } from './useAnimatedAmount';

/**
 * The jackpot cards (Clover Chance and High Cash), each with its artwork and four levels whose
 * amounts count up as the feed refreshes (every 30 s while the page is visible). Side by side on
 * desktop; on phones one card at a time, swiped or chosen with the dots under it, so the lobby's
 * games start on the first screen. Nothing shows when no card qualifies.
 */
export function JackpotCards() {
  // The server renders the bootstrap's cards; the browser follows the refreshing feed.
  return useHydrated() ? <LiveJackpotCards /> : <BootstrapJackpotCards />;
}

function BootstrapJackpotCards() {
  const bootstrap = useStore(bootstrapOf(useOyna()).$bootstrap);
  return <JackpotCardList cards={jackpotCards([...(bootstrap?.egtJackpotCards ?? []), ...(bootstrap?.jackpotCards ?? [])])} />;
}

function LiveJackpotCards() {
  return <JackpotCardList cards={useStore(jackpotsOf(useOyna()).$jackpots)} />;
}

// The carousel runs on phones only: from the desktop breakpoint the cards sit side by side.
const CAROUSEL_OPTIONS = { align: 'start', breakpoints: { [media.desktop]: { active: false } } } as const;

function JackpotCardList({ cards }: { cards: readonly JackpotCard[] }) {
  const t = useT();
  const titleId = useId();
  const [viewport, embla] = useEmblaCarousel(CAROUSEL_OPTIONS);
  const current = useSelectedSnap(embla);
  if (cards.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={visuallyHidden}>
        {t('casino.jackpots')}
      </h2>
      <div className={css.viewport} ref={viewport}>
        <ul className={css.cards}>
          {cards.map((card) => (
            <JackpotCardView key={card.instanceName} card={card} />
          ))}
        </ul>
      </div>
      {cards.length > 1 ? (
        <CarouselDots
          className={css.dots}
          count={cards.length}
          current={current}
          labelOf={(index) => t('casino.showJackpot', { name: cards[index]!.instanceName })}
          onSelect={(index) => embla?.scrollTo(index)}
        />
      ) : null}
    </section>
  );
}

function JackpotCardView({ card }: { card: JackpotCard }) {
  const asset = useAssetUrl();
  const titleId = useId();
  return (
    <li className={css.card} data-card={card.sortName} aria-labelledby={titleId}>
      <img className={css.background} src={asset(card.background)} alt="" />
      <h3 id={titleId} className={css.logo}>
        <img className={css.logoImage} src={asset(card.logo)} alt={card.instanceName} />
      </h3>
      <ol className={css.levels}>
        {jackpotLevels(card).map((level) => (
          <JackpotLevel key={level.level} level={level} />
        ))}
      </ol>
    </li>
  );
}

function JackpotLevel({ level }: { level: JackpotLevelView }) {
  const t = useT();
  const shown = useAnimatedAmount(level.amount);
  return (
    <li className={css.level} data-next={level.next || undefined}>
      <span className={css.suit} aria-hidden="true">
        {level.suit}
      </span>
      <span className={css.levelName}>
        {t('casino.jackpotLevel', { level: level.level })}
        {level.next ? <span className={css.next}>{t('casino.jackpotNext')}</span> : null}
      </span>
      <span className={css.amount} aria-hidden="true">
        {formatTry(shown)}
      </span>
      <span className={visuallyHidden}>{formatTry(level.amount)}</span>
    </li>
  );
}
