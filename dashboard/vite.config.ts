import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into dist/dashboard and served by the API server at /dashboard (no CDN: every asset is bundled).
export default defineConfig({
  root: import.meta.dirname,
  base: '/dashboard/',
  plugins: [react()],
  build: { outDir: '../dist/dashboard', emptyOutDir: true, sourcemap: false },
  logLevel: 'warn',
});
