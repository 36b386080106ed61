import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { bootstrapOf, siteOption } from '@oyna/sdk/bootstrap';
import { useOyna, useT } from '../provider/hooks';
import { ButtonLink } from '../shared/Button';
import { cx } from '../theme/cx';
import { Icon } from '../shared/Icon';
import { Logo } from '../shared/Logo';
import { footerLinks, LICENCE_NUMBER_OPTION } from './footer.model';
import * as css from './Footer.css';
import { GAME_PROVIDERS, providerGlyphs, type ProviderGlyph } from './providers';
import { OynaLink } from '../provider/navigation';

export interface FooterProps {
  className?: string;
}

/** The spec's copyright year: the work's, not today's (a page drawn at New Year would not match its hydration either). */
const COPYRIGHT_YEAR = 2025;

/**
 * HTML's own way back: the fragment `top` scrolls to the start of the document even without an
 * element of that id, so the footer needs no script and stays server-rendered on every page.
 */
const TOP_OF_PAGE = '#top';

/**
 * The site footer: content pages of category 1, game providers, licence and 18+ notices,
 * copyright and a back-to-top button.
 */
export function Footer({ className }: FooterProps) {
  const t = useT();
  const bootstrap = useStore(bootstrapOf(useOyna()).$bootstrap);
  const { title, links } = footerLinks(bootstrap);
  const licenceNumber = siteOption(bootstrap, LICENCE_NUMBER_OPTION);
  const linksId = useId();
  const providersId = useId();

  return (
    <footer className={cx(css.footer, className)}>
      <div className={css.top}>
        {links.length ? (
          <nav className={css.linksSection} aria-labelledby={linksId}>
            <h2 id={linksId} className={css.heading}>
              {title || t('footer.links')}
            </h2>
            <ul className={css.links}>
              {links.map((page) => (
                <li key={page.id}>
                  <OynaLink className={css.link} to={page.href}>
                    {page.title}
                  </OynaLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ButtonLink size="sm" href={TOP_OF_PAGE}>
          <Icon name="arrowUp" size={18} />
          {t('footer.backToTop')}
        </ButtonLink>
      </div>

      <section aria-labelledby={providersId}>
        <h2 id={providersId} className={css.heading}>
          {t('footer.providers')}
        </h2>
        <ul className={css.providers}>
          {GAME_PROVIDERS.map((provider) => (
            <li key={provider.name} className={css.provider}>
              <Glyph kind={provider.glyph} />
              {provider.name}
            </li>
          ))}
        </ul>
      </section>

      <div className={css.notices}>
        <p className={css.notice}>
          <span className={css.age} aria-hidden="true">
            18+
          </span>
          {t('footer.ageLimit')}
        </p>
        <p className={css.licence}>
          {t('footer.licence')}
          {licenceNumber ? ` ${t('footer.licenceNumber', { number: licenceNumber })}` : null}
        </p>
      </div>

      <div className={css.bottom}>
        <Logo size={24} />
        <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}

function Glyph({ kind }: { kind: ProviderGlyph }) {
  return (
    <svg className={css.glyph} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {providerGlyphs[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
