import type { Game } from '@oyna/sdk/casino';
import { memo, useState } from 'react';
import { useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { StarButton } from '../../shared/StarButton';
import { useAssetUrl } from '../../shared/useAssetUrl';
import * as css from './GameTile.css';

export interface GameTileProps {
  game: Game;
  /** Its place in the whole list (1-based) and the list's length: only some tiles are rendered. */
  position: number;
  count: number;
  /** The star is lit. */
  favourite: boolean;
  onPlay(game: Game): void;
  onToggleFavourite(game: Game): void;
}

/**
 * A game in the lobby: its artwork (else its provider's image), name and provider, and its star. The
 * button is named by what it shows, name then provider ('Golden Galleon, Digitain: play'), so a
 * player who says what they see reaches it.
 */
export const GameTile = memo(function GameTile({ game, position, count, favourite, onPlay, onToggleFavourite }: GameTileProps) {
  const t = useT();
  const asset = useAssetUrl();
  const pictures = [game.imageUrl, game.providerImageUrl].filter((url): url is string => Boolean(url)).map(asset);
  // A picture that fails to load gives way to the next (the provider's), then to a plain placeholder.
  const [failed, setFailed] = useState(0);
  const picture = pictures[failed];
  return (
    <div role="listitem" aria-posinset={position} aria-setsize={count} className={css.tile}>
      <button
        type="button"
        className={css.play}
        aria-label={t('casino.play', { game: game.name, provider: game.providerName })}
        onClick={() => onPlay(game)}
      >
        <span className={css.art}>
          {picture ? (
            <img
              key={picture}
              className={css.image}
              src={picture}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
              onError={() => setFailed((count) => count + 1)}
            />
          ) : (
            // No second copy of the name here: the caption's is the visible text the button's name begins with.
            <span className={css.placeholder}>
              <Icon name="gamepad" size={40} />
            </span>
          )}
        </span>
        <span className={css.name}>{game.name}</span>
        {/* Read as two words, not 'GalleonDigitain': the button's text is what a voice-control user says. */}{' '}
        <span className={css.provider}>{game.providerName}</span>
      </button>
      <StarButton
        className={css.star}
        starred={favourite}
        label={t('casino.favourite', { game: game.name })}
        onToggle={() => onToggleFavourite(game)}
      />
    </div>
  );
});
