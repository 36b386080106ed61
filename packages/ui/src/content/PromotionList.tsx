import type { Promotion } from '@oyna/sdk/content';
import { openDialog } from '../dialog/dialog.store';
import { Button } from '../shared/Button';
import { useAssetUrl } from '../shared/useAssetUrl';
import { useFeatureT } from '../shared/useFeatureT';
import { contentMessages } from './content.messages';
import * as css from './promotions.css';

export interface PromotionListProps {
  /** The promotions, their descriptions sanitised by the host (the site does it on the server). */
  promotions: readonly Promotion[];
}

/** The promotions page: a card per promotion (first picture, title, Details) opening its detail dialog. */
export function PromotionList({ promotions }: PromotionListProps) {
  const asset = useAssetUrl();
  const tf = useFeatureT(contentMessages);
  if (promotions.length === 0) return <p className={css.empty}>{tf('content.promotionsEmpty')}</p>;
  return (
    <ul className={css.grid}>
      {promotions.map((promotion, index) => (
        <li key={promotion.id}>
          <article className={css.card}>
            {promotion.images[0] ? (
              <img className={css.cardImage} src={asset(promotion.images[0])} alt="" width={720} height={360} loading={index < 3 ? 'eager' : 'lazy'} />
            ) : null}
            <div className={css.cardBody}>
              <h2 className={css.cardTitle}>{promotion.title}</h2>
              <Button
                size="sm"
                tone="primary"
                aria-label={tf('content.promotionDetailsOf', { title: promotion.title })}
                onClick={() => openDialog('promotionDetail', { promotion })}
              >
                {tf('content.promotionDetails')}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
