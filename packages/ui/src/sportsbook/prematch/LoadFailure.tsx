import { useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { errorText } from '../../toast/toast.error';
import * as css from './LoadFailure.css';

/** Why something did not load (the server's words when it gave any), with a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useT();
  const text = errorText(error);
  return (
    <div className={css.failure} role="alert">
      <Icon name="warning" size={20} />
      <p className={css.text}>{typeof text === 'string' ? text : t(text.key, text.params)}</p>
      <Button size="sm" onClick={onRetry}>
        {t('prematch.retry')}
      </Button>
    </div>
  );
}
