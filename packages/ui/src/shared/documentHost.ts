/**
 * The element of the document's own tree that holds `node` (`node` itself outside any shadow root,
 * else the host of its outermost one), as the list Floating UI's `getInsideElements` takes; empty
 * for a node not in a document. Floating UI keeps a modal's own tree out of `inert` and
 * `aria-hidden` by going up one shadow root only: in a partner's web component our elements' shadow
 * roots sit inside another, and the whole page went inert, the open dialog with it.
 */
export function documentHost(node: Node | null): Element[] {
  let current = node;
  for (let root = current?.getRootNode(); root && 'host' in root; root = current.getRootNode()) current = (root as ShadowRoot).host;
  return current instanceof Element && current.isConnected ? [current] : [];
}
