import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { mantineCss } from './mantine-css';
import { gqlDocuments } from './gql-documents';

const api = 'http://localhost:3000';
const mantine = mantineCss();
const STYLESHEET = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

export default defineConfig({
  plugins: [gqlDocuments(), mantine, react(), precompress(), prerender(mantine)],
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
    // read by prerender.ts to name each route's chunks (route-pages.ts)
    manifest: true,
    // The common chunks under 16 KiB are copied into the chunks that read them (one module state and one execution
    // across the copies: rolldown's runtime keeps a registry): 246 chunks became 97, and a page loads a third as many
    // scripts. Each module script cost the main thread its fetch, compile and link: the management list loaded 148
    // (107 under 2 KiB), and Lighthouse's blocking time fell by a third there, by three fifths on the sales search
    // (docs/adr/0016-speed.md, eighth round). A chunk with a stylesheet stays a file (rolldown's advice: Vite's CSS
    // plugin emits a sheet per chunk that holds it); Mantine's rules as strings (`?inline`, mantine-css.ts) are code.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: (id) => STYLESHEET.test(id) && !id.endsWith('?inline') } },
      },
    },
  },
});
