import { Icon } from './Icon';
import * as css from './Spinner.css';

/** A turning arc for buttons and toasts that are waiting; decorative, pair it with aria-busy or text. */
export function Spinner({ size = 18 }: { size?: number }) {
  return (
    <span className={css.spinner}>
      <Icon name="spinner" size={size} />
    </span>
  );
}
