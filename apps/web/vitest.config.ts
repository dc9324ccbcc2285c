import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // the order's eight tabs render in jsdom in 3-5 s on this 2-core machine when anything else runs beside them;
    // Vitest's 5 s default then fails a test that is merely slow (timing goals live in bench/, never here)
    testTimeout: 20_000,
  },
});
