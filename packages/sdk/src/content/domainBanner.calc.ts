import type { Bootstrap } from '../bootstrap/bootstrap.schema';

export interface DomainNotice {
  /** The site's current (default) domain, e.g. `oyna127.example`. */
  current: string;
  /** The domain it moves to next, or null. */
  next: string | null;
}

const bare = (host: string) => host.trim().toLowerCase().replace(/^www\./, '').replace(/\.$/, '');

/** The domains the top bar shows; null when the CMS names no current domain. */
export function domainNotice(bootstrap: Pick<Bootstrap, 'domainStatus'> | null | undefined): DomainNotice | null {
  const current = bootstrap?.domainStatus.current.trim() ?? '';
  if (!current) return null;
  const next = bootstrap?.domainStatus.next?.trim() || null;
  return { current, next };
}

/**
 * The domain banner: shown only when the page is not on the site's default domain, decided by
 * hostname (`www.` and case aside); null on the default domain or when the CMS names none.
 */
export function domainBanner(bootstrap: Pick<Bootstrap, 'domainStatus'> | null | undefined, hostname: string): DomainNotice | null {
  const notice = domainNotice(bootstrap);
  return notice && bare(notice.current) !== bare(hostname) ? notice : null;
}
