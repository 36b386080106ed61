import { createContext, useContext, type AnchorHTMLAttributes, type Ref } from 'react';

/**
 * How the host serves the pages Oyna's widgets lead to (an event, the deposit page, a game). Given to
 * `<OynaProvider navigation>`: links carry `basePath` + the page's path, and a plain click goes
 * through `navigate` when the host has a router. Left out, the host serves none of Oyna's pages:
 * widgets that can show the page in place do (a live event row shows its event in `<LiveEventView>`,
 * a game opens in its dialog); other links keep the page's path for the host to map.
 */
export interface OynaNavigation {
  /**
   * Put before every path a widget links to, for a host serving Oyna's pages under a path of its own.
   * @default ''
   * @example '/sports'
   */
  basePath?: string;
  /**
   * Follows a plain click on a widget's link (no modifier key, the main button, no `target`) in the
   * host's router, with the link's `href`. Left out, the browser loads the page.
   * @example (href) => router.push(href)
   */
  navigate?: (href: string) => void;
}

export const NavigationContext = createContext<OynaNavigation | null>(null);

/** The host's navigation from `<OynaProvider navigation>`; null when the host serves none of Oyna's pages. */
export function useNavigation(): OynaNavigation | null {
  return useContext(NavigationContext);
}

/** What a click on a link says about where the player wants the page. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A click the widget may answer itself (through the host's router, or in place): the main button, no
 * modifier (a new tab or window the player asked for) and no other handler that took it.
 */
export const isPlainClick = (click: LinkClick): boolean =>
  click.button === 0 && !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.defaultPrevented);

export interface OynaLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** One of Oyna's paths (`routes.liveEvent(1, 42)`); the host's `basePath` goes before it. */
  to: string;
  /** Shows the page in the widget when the host serves none of Oyna's pages (no `navigation`). */
  inPlace?: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A widget's link to one of Oyna's pages: a real `<a href>` (a new tab, a copied address, a page
 * without scripts), whose plain click goes through the host's router, or shows the page in place
 * where the host serves none; otherwise the browser follows it.
 */
export function OynaLink({ to, inPlace, onClick, ...rest }: OynaLinkProps) {
  const navigation = useNavigation();
  const href = (navigation?.basePath ?? '') + to;
  const navigate = navigation ? navigation.navigate : inPlace && (() => inPlace());
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || rest.target || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
