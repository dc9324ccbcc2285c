import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { mantineCss } from './mantine-css';
import { gqlDocuments } from './gql-documents';
import { mantineImports } from './mantine-imports';
import { mantineUseId } from './mantine-use-id';

const api = 'http://localhost:3000';
const mantine = mantineCss();

export default defineConfig({
  plugins: [gqlDocuments(), mantineUseId(), mantineImports(), mantine, react(), precompress(), prerender(mantine)],
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
  },
});
