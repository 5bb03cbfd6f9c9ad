import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { inlineScript } from '../../scripts/vite-inline-script.ts';
import { precompressAssets } from '../../scripts/vite-precompress.ts';
import { pureSharedDeclarations } from '../../scripts/vite-pure-shared-declarations.ts';

const API_TARGET = 'http://127.0.0.1:3000';

/** Vite needs a base path with a leading and a trailing slash. */
function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// The app is served by the API server under WEB_BASE_PATH (default /h5/, the same default as
// WEB_BASE_PATH_DEFAULT in @ia/shared); in dev, Vite proxies /api to it.
export default defineConfig(({ mode }) => {
  // Prefix '' reads every variable, including WEB_BASE_PATH from the process environment.
  const env = loadEnv(mode, '.', '');
  // /sandbox: the development sandbox's WeChat authorize page, external login and outbox.
  const proxy = {
    '/api': { target: API_TARGET, changeOrigin: false },
    '/sandbox': { target: API_TARGET, changeOrigin: false },
    '/uploads': { target: API_TARGET, changeOrigin: false },
  };
  return {
    base: normalizeBasePath(env.WEB_BASE_PATH ?? '/h5/'),
    plugins: [
      react(),
      pureSharedDeclarations(),
      inlineScript({ entry: 'src/early-requests.ts', marker: '<!--ia-early-requests-->' }),
      precompressAssets(),
    ],
    resolve: {
      // One React for the app and every library, even if a workspace ends up with its own
      // copy next to the root one (hooks break with two).
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports (the shell and the home, see app/router.tsx) in one
            // chunk: left alone, the bundler splits out each module a lazy page shares with it,
            // and the first visit fetched some 90 files, each with a kilobyte of headers.
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, proxy },
  };
});
