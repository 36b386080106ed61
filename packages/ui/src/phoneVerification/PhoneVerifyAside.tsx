import * as brand from '../dialog/DialogBrandAside.css';
import { useFeatureT } from '../shared/useFeatureT';
import * as css from './PhoneVerificationDialog.css';
import { phoneMessages } from './phoneVerification.messages';

/** The SMS verify screen's side picture (desktop only): a phone receiving its code. */
export function PhoneVerifyAside() {
  const tf = useFeatureT(phoneMessages);
  return (
    <div className={brand.aside}>
      <svg className={css.picture} viewBox="0 0 220 240" fill="none" aria-hidden="true" focusable="false">
        <rect x="60" y="20" width="100" height="200" rx="16" stroke="currentColor" strokeWidth="4" />
        <path d="M96 34h28" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <rect x="76" y="60" width="68" height="34" rx="8" className={css.pictureBubble} />
        <path d="M86 77h48" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeDasharray="6 6" />
        <path d="M76 110h68M76 124h44" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.4" />
        <circle cx="160" cy="170" r="34" className={css.pictureBadge} />
        <path d="M146 170l10 10 18-20" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className={brand.copy}>
        <p className={brand.title}>{tf('phoneVerify.tagline')}</p>
        <p className={brand.text}>{tf('phoneVerify.asideText')}</p>
      </div>
    </div>
  );
}
