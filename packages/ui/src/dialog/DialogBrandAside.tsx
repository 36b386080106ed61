import { useT } from '../provider/hooks';
import { Logo } from '../shared/Logo';
import * as css from './DialogBrandAside.css';

/** The branded side panel of the account dialogs (login, recovery, register) on desktop. */
export function DialogBrandAside() {
  const t = useT();
  return (
    <div className={css.aside}>
      <Logo size={36} />
      <svg className={css.pitch} viewBox="0 0 200 130" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="196" height="126" rx="4" />
        <path d="M100 2v126" />
        <circle cx="100" cy="65" r="20" />
        <rect x="2" y="35" width="30" height="60" />
        <rect x="168" y="35" width="30" height="60" />
      </svg>
      <div className={css.copy}>
        <p className={css.title}>{t('login.tagline')}</p>
        <p className={css.text}>{t('login.asideText')}</p>
      </div>
    </div>
  );
}
