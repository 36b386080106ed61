import { useStore } from '@nanostores/react';
import { casinoOf, searchesLive, type CasinoCategory, type GameList, type Lobby } from '@oyna/sdk/casino';
import { atom } from 'nanostores';
import { useEffect, useId, useState } from 'react';
import { useOyna, useSession, useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { useHydrated } from '../../provider/useHydrated';
import { useAssetUrl } from '../../shared/useAssetUrl';
import { GameGrid, GameGridSkeleton } from '../games/GameGrid';
import { useGameActions } from '../games/useGameActions';
import { JackpotCards } from '../jackpots/JackpotCards';
import * as css from './CasinoLobby.css';
import { CategoryRail } from './CategoryRail';
import { GameSearchField } from './GameSearchField';
import { categoryImage, lobbyContent, lobbyTabs, type LobbyContent, type LobbyTab } from './casinoLobby.model';

export interface CasinoLobbyProps {
  /** Which lobby: slots, live casino, bingo or TV bets. */
  lobby: Lobby;
  /** The jackpot cards above the lobby. @default true */
  jackpots?: boolean;
}

/**
 * A casino lobby page: jackpot cards, game search, the category rail (with My Favourites for
 * players) and the games of the chosen category. A guest who opens a game or stars one gets the
 * login dialog; a player plays on the play page (desktop) or in the play modal (phones).
 */
export function CasinoLobby({ lobby, jackpots = true }: CasinoLobbyProps) {
  const t = useT();
  const casino = casinoOf(useOyna());
  const categories = useStore(casino.$categories);
  const player = useSession().status === 'player';
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<LobbyTab | null>(null);
  const [query, setQuery] = useState('');
  const tabs = lobbyTabs({ lobby, categories, player, chosen });
  const tab = tabs.find((entry) => entry.selected)?.tab ?? null;

  const search = (value: string) => {
    setQuery(value);
    casino.search({ search: value, isLive: searchesLive(lobby) });
  };
  // The search belongs to this lobby: leaving it (or switching lobbies) clears it.
  useEffect(() => () => casino.search({ search: '', isLive: false }), [casino, lobby]);

  return (
    <div className={css.lobby}>
      {jackpots ? <JackpotCards /> : null}
      <div className={css.controls}>
        <GameSearchField value={query} onChange={search} />
        <CategoryRail
          tabs={tabs}
          onSelect={(next) => {
            setChosen(next);
            if (query) search('');
          }}
        />
      </div>
      {/* Games load in the browser only: the server renders the skeleton the first paint shows. */}
      {hydrated ? <LobbyGames tab={tab} /> : <GameGridSkeleton label={t('common.loading')} />}
    </div>
  );
}

const NO_LIST = atom<GameList | null>(null);

function LobbyGames({ tab }: { tab: LobbyTab | null }) {
  const t = useT();
  const asset = useAssetUrl();
  const casino = casinoOf(useOyna());
  const actions = useGameActions();
  const search = useStore(casino.$search);
  const favourites = useStore(casino.$favourites);
  const favouriteCodes = useStore(casino.$favouriteCodes);
  const list = useStore(tab?.kind === 'category' ? casino.categoryGames(tab.categoryId) : NO_LIST);
  const categories = useStore(casino.$categories);
  const headingId = useId();
  const content = lobbyContent({ tab, search, list, favourites });
  if (content.kind === 'none') return <p className={css.empty}>{t('common.noResults')}</p>;
  const heading = headingOf(content, categories, t);
  const categoryId = content.kind === 'games' && content.tab.kind === 'category' ? content.tab.categoryId : null;
  const loading = content.kind === 'search' ? content.status === 'searching' : content.status === 'loading';

  return (
    <section className={css.games} aria-labelledby={headingId} aria-busy={loading}>
      <header className={css.heading}>
        {heading.image ? <img className={css.headingImage} src={asset(heading.image)} alt="" width={32} height={32} /> : null}
        <h2 id={headingId} className={css.title}>
          {heading.title}
        </h2>
        <p className={css.count} role="status">
          {loading ? t(content.kind === 'search' ? 'casino.searching' : 'common.loading') : t('casino.gameCount', { count: content.games.length })}
        </p>
      </header>
      {loading ? (
        <GameGridSkeleton label={heading.title} />
      ) : content.kind === 'games' && content.status === 'failed' ? (
        <div className={css.empty} role="alert">
          <p>{t('casino.loadFailed')}</p>
          {categoryId !== null ? (
            <Button tone="secondary" onClick={() => void casino.reloadCategory(categoryId)}>
              {t('casino.retry')}
            </Button>
          ) : null}
        </div>
      ) : content.games.length === 0 ? (
        <div className={css.empty}>
          <p>{t('common.noResults')}</p>
          {content.kind === 'games' && content.tab.kind === 'favourites' ? <p className={css.hint}>{t('casino.favouritesEmpty')}</p> : null}
        </div>
      ) : (
        <GameGrid
          games={content.games}
          favouriteCodes={favouriteCodes}
          label={heading.title}
          onPlay={actions.play}
          onToggleFavourite={(game) => void actions.toggleFavourite(game)}
        />
      )}
    </section>
  );
}

function headingOf(
  content: Exclude<LobbyContent, { kind: 'none' }>,
  categories: readonly CasinoCategory[],
  t: ReturnType<typeof useT>,
): { title: string; image: string | null } {
  if (content.kind === 'search') return { title: t('casino.searchResults', { query: content.query }), image: null };
  if (content.tab.kind === 'favourites') return { title: t('casino.favourites'), image: null };
  const { categoryId } = content.tab;
  const category = categories.find((entry) => entry.id === categoryId);
  return { title: category?.name ?? '', image: category ? categoryImage(category, content.games) : null };
}
