import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompressAssets } from '../../scripts/vite-precompress';

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
    plugins: [react(), precompressAssets()],
    resolve: {
      // One React for the app and every library, even if a workspace ends up with its own
      // copy next to the root one (hooks break with two).
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        treeshake: {
          // @ia/shared declares its zod schemas at module level; the app uses its constants
          // and types, not the schemas, so zod calls are marked pure and drop out.
          manualPureFunctions: ['z'],
        },
      },
    },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, proxy },
  };
});
