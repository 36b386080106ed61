import type { PopupContent } from '@oyna/sdk/content';
import { isExternalUrl } from '@oyna/sdk/bootstrap';
import { RoutePath } from '@oyna/sdk/routes';
import { Dialog } from '../dialog/Dialog';
import { useT } from '../provider/hooks';
import { useAssetUrl } from '../shared/useAssetUrl';
import { useFeatureT } from '../shared/useFeatureT';
import { contentMessages } from './content.messages';
import * as css from './promotions.css';

/** The promotional popup: its picture, a link to the offer (another site opens in a new tab). */
export function PromoPopupDialog({ popup }: { popup: PopupContent }) {
  const asset = useAssetUrl();
  const t = useT();
  const tf = useFeatureT(contentMessages);
  const image = popup.images[1] ?? popup.images[0];
  const url = popup.url || RoutePath.promotions;
  const external = isExternalUrl(url, window.location.href);
  const name = tf('content.popupOpen', { title: popup.title });
  return (
    <Dialog title={popup.title} size="lg">
      <a className={css.popupLink} href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <img className={css.detailImage} src={image === undefined ? undefined : asset(image)} alt={external ? `${name} ${t('menu.opensInNewTab')}` : name} width={1280} height={440} />
      </a>
    </Dialog>
  );
}
