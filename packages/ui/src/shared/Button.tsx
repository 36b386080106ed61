import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { button, type ButtonVariants } from './button.css';
import { cx } from '../theme/cx';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & { ref?: Ref<HTMLButtonElement> };

/** A `<button>` in the shared look; `type` defaults to "button" so it never submits by accident. */
export function Button({ tone, size, shape, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ tone, size, shape, block }), className)} {...rest} />;
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonVariants & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A link that looks like a button: navigation stays a real `<a href>`. */
export function ButtonLink({ tone, size, shape, block, className, ...rest }: ButtonLinkProps) {
  return <a className={cx(button({ tone, size, shape, block }), className)} {...rest} />;
}
