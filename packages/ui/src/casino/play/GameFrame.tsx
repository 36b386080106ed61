import { gamePlayOf, type LaunchTarget } from '@oyna/sdk/casino';
import { useEffect, useMemo, useRef } from 'react';
import { useOyna } from '../../provider/hooks';
import * as css from './GameFrame.css';
import { gameFrameAttributes } from './gameFrame.model';

export interface GameFrameProps {
  target: LaunchTarget;
  /** The frame's accessible name: 'Game: Gates of Olympus'. */
  title: string;
}

/** The game, sandboxed: a URL in its own origin, an HTML launch in `srcdoc` without same-origin. */
export function GameFrame({ target, title }: GameFrameProps) {
  const client = useOyna();
  const ref = useRef<HTMLIFrameElement>(null);
  const { messageOrigin, ...attributes } = useMemo(() => gameFrameAttributes(target, window.location.origin), [target]);

  // The frame's window stays the same object whatever the game loads in it, so it is named once.
  useEffect(() => gamePlayOf(client).attachFrame(ref.current?.contentWindow ?? null, messageOrigin), [client, target, messageOrigin]);

  return <iframe ref={ref} className={css.frame} title={title} {...attributes} />;
}
