import { useMemo } from 'react';
import type { Promotion } from '@oyna/sdk/content';
import { Dialog } from '../dialog/Dialog';
import { useAssetUrl } from '../shared/useAssetUrl';
import { createCmsSanitizer } from './cmsHtml.sanitizer';
import { ContentArticle } from './ContentArticle';
import * as css from './promotions.css';

let sanitize: ReturnType<typeof createCmsSanitizer> | null = null;

/** A promotion's detail: its second picture, its title and its description, sanitised in the browser too. */
export function PromotionDetailDialog({ promotion }: { promotion: Promotion }) {
  const asset = useAssetUrl();
  const html = useMemo(() => {
    sanitize ??= createCmsSanitizer(window);
    return sanitize(promotion.description, window.location.origin);
  }, [promotion.description]);
  const image = promotion.images[1] ?? promotion.images[0];
  return (
    <Dialog title={promotion.title} size="wide">
      {image ? <img className={css.detailImage} src={asset(image)} alt="" width={1280} height={440} /> : null}
      <ContentArticle sanitizedHtml={html} />
    </Dialog>
  );
}
