import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { topNotifyOf } from '@oyna/sdk/content';
import { RoutePattern } from '@oyna/sdk/routes';
import { useOyna } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { useFeatureT } from '../shared/useFeatureT';
import { contentMessages } from './content.messages';
import * as css from './notice.css';

export interface TopNotifyBarProps {
  /** Path of the page being shown; the bar shows on home only. */
  currentPath: string;
}

/**
 * The home page's dismissible top bar ('TOP_NOTIFY') with the site's current and next address.
 * Closed, it fades out over 500 ms and stays closed (`topNotifyRead=yes`); leaving home marks it read.
 * It floats over the top of the nearest positioned container (give it one), taking no room: it can
 * only show once the browser has read storage, and the page must not move when it does.
 */
export function TopNotifyBar({ currentPath }: TopNotifyBarProps) {
  const tf = useFeatureT(contentMessages);
  const topNotify = topNotifyOf(useOyna());
  const bar = useStore(topNotify.$bar);

  useEffect(() => {
    topNotify.arrive(currentPath);
    if (currentPath !== RoutePattern.home) return;
    // A multi-page site leaves home by unloading it.
    window.addEventListener('pagehide', topNotify.leave);
    return () => window.removeEventListener('pagehide', topNotify.leave);
  }, [topNotify, currentPath]);

  if (!bar) return null;
  return (
    <div className={`${css.notice} ${css.floating}`} data-closing={bar.closing} role="region" aria-label={tf('content.topNotifyCurrent', { current: bar.current })}>
      <p className={css.text}>
        {bar.next ? tf('content.topNotify', { current: bar.current, next: bar.next }) : tf('content.topNotifyCurrent', { current: bar.current })}
      </p>
      <Button tone="ghost" size="sm" shape="icon" aria-label={tf('content.topNotifyClose')} onClick={topNotify.dismiss} disabled={bar.closing}>
        <Icon name="close" size={18} />
      </Button>
    </div>
  );
}
