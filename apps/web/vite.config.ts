import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const api = 'http://localhost:3000';

// How the browser's app is cut into files (the server's renderer is one file for Node: its entry keeps its exports).
const browserChunks: Rolldown.RolldownOptions = {
  // an app, not a library: nothing imports the entry's exports (needed to inline common chunks, below)
  preserveEntrySignatures: false,
  output: {
    codeSplitting: {
      // A page's chunk carries the small modules it shares with other pages (our ui, lib and shared code) instead
      // of fetching each as a file of its own: the review player asked for 13 files after its chunk, now for 2.
      // Rolldown keeps one instance of each module across the copies; files that hold styles stay files (ADR 0016).
      experimentalInlineCommonChunks: { maxSize: 64 * 1024, exclude: /\.css(\?|$)/ },
      // the libraries every page boots with, in three files instead of ~60 small ones, and the icons in a fourth
      groups: [
        { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
        { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
        { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
        { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
      ],
    },
  },
};

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
    rolldownOptions: isSsrBuild ? undefined : browserChunks,
  },
}));
