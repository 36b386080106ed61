import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { transform, type Plugin } from 'esbuild';

const registry = fileURLToPath(new URL('../src/runtime/widgetStyles.ts', import.meta.url));
const uiStylesheetOrder = fileURLToPath(new URL('../../ui/.stylesheet-order.json', import.meta.url));

/**
 * The order of @oyna/ui's stylesheets in its one built stylesheet, as its build wrote it down: the
 * order the cascade was written for, which the embed keeps however its chunks load.
 */
function stylesheetOrder(): string[] {
  try {
    return JSON.parse(readFileSync(uiStylesheetOrder, 'utf8')) as string[];
  } catch {
    throw new Error(`${uiStylesheetOrder} is missing: build @oyna/ui before @oyna/embed`);
  }
}

/**
 * Each vanilla-extract stylesheet's CSS becomes a call that adds it to the widgets' sheet
 * (src/runtime/widgetStyles.ts), in the chunk of the module that imports it, instead of one
 * stylesheet for every widget. Register before vanilla-extract's own plugin: the first to resolve wins.
 */
export function widgetStylesPlugin(): Plugin {
  return {
    name: 'oyna-widget-styles',
    setup(build) {
      const order = stylesheetOrder();
      build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: 'oyna-widget-styles' }));
      build.onLoad({ filter: /.*/, namespace: 'oyna-widget-styles' }, async ({ path }) => {
        const { source, fileName } = await getSourceFromVirtualCssFile(path);
        const module = fileName.slice(fileName.lastIndexOf('ui/src/') + 'ui/'.length).replace(/\.vanilla\.css$/, '');
        const rank = order.indexOf(module);
        if (rank === -1) throw new Error(`${fileName} is not in @oyna/ui/styles.css: is it built from an older source?`);
        // A string to esbuild's minifier, so minified here, as a stylesheet.
        const { code: css } = await transform(source, { loader: 'css', minify: true });
        return {
          contents: `import { addWidgetStyles } from ${JSON.stringify(registry)};\naddWidgetStyles(${rank}, ${JSON.stringify(css.trim())});\n`,
          loader: 'js',
          resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        };
      });
    },
  };
}
