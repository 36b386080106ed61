import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { OynaLink, type OynaLinkProps } from '../provider/navigation';
import { button, type ButtonVariants } from './button.css';
import { cx } from '../theme/cx';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & { ref?: Ref<HTMLButtonElement> };

/** A `<button>` in the shared look; `type` defaults to "button" so it never submits by accident. */
export function Button({ tone, size, shape, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ tone, size, shape, block }), className)} {...rest} />;
}

export type ButtonLinkProps = ButtonVariants &
  (OynaLinkProps | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never; ref?: Ref<HTMLAnchorElement> }));

/**
 * A link that looks like a button, a real `<a href>`: `to` one of Oyna's pages (through the host's
 * navigation), `href` any other address (another site, a place on this page).
 */
export function ButtonLink({ tone, size, shape, block, className, ...rest }: ButtonLinkProps) {
  const look = cx(button({ tone, size, shape, block }), className);
  return 'to' in rest && rest.to !== undefined ? <OynaLink className={look} {...rest} /> : <a className={look} {...rest} />;
}
