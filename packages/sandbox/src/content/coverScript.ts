/**
 * The operator's cover script (`cms/coveryjs`), injected by the site under its content security
 * policy. The sandbox's version only marks the page so a test can see that it ran.
 */
export const coverScript = `(function () {
  document.documentElement.setAttribute('data-oyna-cover', 'sandbox');
})();`;
