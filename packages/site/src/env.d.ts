declare namespace App {
  interface Locals {
    /** What every page renders from, loaded by the middleware before rendering starts. */
    page: import('./lib/pageContext').PageContext;
  }
}

declare namespace astroHTML.JSX {
  interface AstroClientDirectives {
    /** Hydrates on load once the page's language texts are in (`src/directives/texts.ts`). */
    'client:texts'?: boolean;
  }
}
