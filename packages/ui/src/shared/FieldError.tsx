import type { FieldError as FieldErrorValue } from '@oyna/sdk/forms';
import { useT } from '../provider/hooks';
import { Icon } from './Icon';
import * as css from './TextField.css';

/** The line under a field that holds its error; always there, so an error appearing on blur moves nothing. */
export function FieldErrorLine({ id, error }: { id: string; error?: FieldErrorValue }) {
  const t = useT();
  return (
    <p id={id} className={css.error}>
      {error ? (
        <>
          <Icon name="error" size={16} />
          {t(error.key, error.params)}
        </>
      ) : null}
    </p>
  );
}
