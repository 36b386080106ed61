import { useId } from 'react';
import * as css from './ContentLinks.css';

export interface ContentLink {
  label: string;
  url: string;
}

export interface ContentLinksProps {
  title: string;
  links: readonly ContentLink[];
}

/** A titled group of links to content pages. */
export function ContentLinks({ title, links }: ContentLinksProps) {
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {title}
      </h2>
      <ul className={css.list}>
        {links.map((link) => (
          <li key={link.url}>
            <a className={css.link} href={link.url}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
