import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const api = 'http://localhost:3000';

// Two builds: the browser's app (dist) and, with --ssr, the server's renderer of the public pages (dist-ssr).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/config.js': { target: api, changeOrigin: true },
      '/healthz': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // the libraries every page boots with, in three files instead of ~60 small ones, and the icons in a fourth
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
            // the icons every page draws from, one file instead of one per icon
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
          ],
        },
      },
    },
  },
}));
