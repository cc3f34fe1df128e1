import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The WEB app under /terminservice/ (spec §2). The server serves dist/ on the WEB port (8080) with
// its API same-origin; `pnpm dev` proxies the API to a running server.
const API_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  base: '/terminservice/',
  plugins: [react()],
  build: {
    target: 'es2022',
    // Every supported browser knows modulepreload; no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM and the router in one named chunk, so that the budget report reads
        // plainly (`react-….js`); every page needs them, so this moves nothing into the start.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/web/api': API_ORIGIN, '/dev/api': API_ORIGIN },
  },
});
