declare namespace App {
  interface Locals {
    /** What every page renders from, loaded by the middleware before rendering starts. */
    page: import('./lib/pageContext').PageContext;
  }
}
