// The React floor of a press (issue 20): the least a React widget can do to show a toggle pressed.
// One component, one `useState`, flipping `aria-pressed` and a class, in a root of its own among the
// odds, built from the workspace's react and react-dom in production mode. What an odds press costs
// beyond it is ours; what it costs beyond the plain button is React's.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRY = `
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

window.__oynaBenchMountReactToggle = ({ container, id, className, text }) => {
  function Toggle() {
    const [pressed, setPressed] = useState(false);
    return createElement('button', {
      type: 'button',
      id,
      className: pressed ? className + ' pressed' : className,
      'aria-pressed': pressed,
      onClick: () => setPressed((was) => !was),
    }, text);
  }
  createRoot(container).render(createElement(Toggle));
};
`;

/**
 * The script that defines `window.__oynaBenchMountReactToggle({ container, id, className, text })`,
 * to run in the page with `page.evaluate` (the site's CSP governs the page's own scripts, not
 * DevTools'). React's root listeners then see the floor's events the way the page's islands see theirs.
 */
export async function reactToggleScript() {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
