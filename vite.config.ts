import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  build: {
    // WEB_OUT_DIR lets parallel builds (one per engineer or CI job) keep out of each other's way.
    outDir: process.env.WEB_OUT_DIR ? fileURLToPath(new URL(process.env.WEB_OUT_DIR, `file://${process.cwd()}/`)) : fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' },
  },
});
