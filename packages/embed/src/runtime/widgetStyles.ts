/**
 * The widgets' rules: the build turns each vanilla-extract stylesheet of @oyna/ui into a call of
 * `addWidgetStyles` in the chunk of the module that uses it (build/widgetStylesPlugin.ts), so a
 * page loads the rules of the elements and dialogs it shows and no others. Every shadow root adopts
 * the one sheet; the rules a later chunk brings reach all of them at once.
 */
interface Rules {
  /** The stylesheet's place in `@oyna/ui/styles.css`, whose order the cascade relies on. */
  rank: number;
  text: string;
}

const added: Rules[] = [];
let sheet: CSSStyleSheet | null = null;
let flushing = false;

function flush() {
  flushing = false;
  sheet?.replaceSync(added.map(({ text }) => text).join('\n'));
}

/**
 * Adds a stylesheet's rules in their place: chunks run in whatever order the network gives them
 * (an element's before the runtime's, with the reset), and a rule of equal specificity that came
 * later would win (the `button` reset took the odds buttons' background).
 */
export function addWidgetStyles(rank: number, text: string): void {
  const at = added.findIndex((rules) => rules.rank > rank);
  added.splice(at === -1 ? added.length : at, 0, { rank, text });
  // A chunk runs all its modules at once: parse their rules together, before its widgets render.
  if (sheet && !flushing) {
    flushing = true;
    queueMicrotask(flush);
  }
}

/** The sheet every element's shadow root adopts; it grows as chunks load. */
export function widgetSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    flush();
  }
  return sheet;
}
