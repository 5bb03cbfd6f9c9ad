// Puts a small script of the app's own source into index.html's <head>, bundled and minified, as
// a classic inline script: it runs while the page is parsed, before the app's module script has
// been downloaded (decision 042). Vite would merge a second <script type="module"> into the app's
// entry, which runs only once all of it has arrived; so the script is bundled apart, by a second
// build of the same Vite, with the same base path and the same treatment of @ia/shared.
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { pureSharedDeclarations } from './vite-pure-shared-declarations.ts';

/**
 * Bundles `entry` (relative to the app's root) into an IIFE and inlines it in place of `marker`, a
 * comment of index.html. It belongs before the stylesheets: a classic script after a stylesheet
 * still loading waits for it.
 */
export function inlineScript({ entry, marker }: { entry: string; marker: string }): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'ia-inline-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async transformIndexHtml(html) {
      if (!html.includes(marker)) throw new Error(`inline script ${entry}: index.html has no ${marker}`);
      const output = await build({
        configFile: false,
        root,
        base,
        logLevel: 'warn',
        plugins: [pureSharedDeclarations()],
        build: {
          write: false,
          minify: true,
          lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'iaInline' },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file) => file.type === 'chunk');
      if (chunk?.type !== 'chunk') throw new Error(`inline script ${entry}: nothing was built`);
      // A script's text ends at the first "</script": none may appear in it.
      const code = chunk.code.replace(/<\/script/gi, '<\\/script').trim();
      return html.replace(marker, () => `<script>${code}</script>`);
    },
  };
}
