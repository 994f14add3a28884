import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pwaPlugins } from './pwa.config.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), ...pwaPlugins()],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The domain package is pure (DESIGN.md §1): dropping its unused modules keeps zod out of
      // the entry chunk, which only needs the route table and the guard.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
