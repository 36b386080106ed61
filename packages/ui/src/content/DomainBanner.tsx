import { useStore } from '@nanostores/react';
import { bootstrapOf } from '@oyna/sdk/bootstrap';
import { domainBanner } from '@oyna/sdk/content';
import { useOyna } from '../provider/hooks';
import { useFeatureT } from '../shared/useFeatureT';
import { contentMessages } from './content.messages';
import * as css from './notice.css';

export interface DomainBannerProps {
  /** The hostname the page was opened on (the server's request host, or `location.hostname`). */
  hostname: string;
}

/** Shown only when the site is not on its default domain: says where the official address is, with a link to it. */
export function DomainBanner({ hostname }: DomainBannerProps) {
  const tf = useFeatureT(contentMessages);
  const bootstrap = useStore(bootstrapOf(useOyna()).$bootstrap);
  const banner = domainBanner(bootstrap, hostname);
  if (!banner) return null;
  return (
    // One compact paragraph, the link at its end: on a phone it takes two short lines, not four.
    <div className={`${css.notice} ${css.compact}`} role="note">
      <p className={css.text}>
        {tf('content.domainBanner', { current: banner.current })}{' '}
        <a className={css.link} href={`https://${banner.current}`}>
          {tf('content.domainBannerLink', { current: banner.current })}
        </a>
      </p>
    </div>
  );
}
