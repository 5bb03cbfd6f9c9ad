import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../scripts/vite-precompress.ts';

// The console is served by the API server under /admin/; in dev, Vite proxies /api to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompressAssets()],
  resolve: {
    // The workspace root hoists an older react for other packages; antd, react-query and
    // react-router must share this app's single copy or hooks break at run time.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached chunk with a name that says so.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4174,
  },
});
