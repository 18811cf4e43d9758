import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { initialJsReport } from './scripts/initial-js-report';

const src = fileURLToPath(new URL('./src', import.meta.url));

// react-router's package exports always point at its development build; production bundles take the
// production build (smaller, no dev warnings), as the framework's own Vite plugin does.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), initialJsReport()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    // WEB_OUT_DIR lets parallel builds (one per engineer or CI job) keep out of each other's way.
    outDir: process.env.WEB_OUT_DIR ? fileURLToPath(new URL(process.env.WEB_OUT_DIR, `file://${process.cwd()}/`)) : fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a rendered page's screen chunks (src/server/modules/pages/document.ts).
    manifest: true,
    rollupOptions: {
      // index.html for pages the browser renders; boot.ts for pages the server rendered (it loads main.tsx after
      // the first paint).
      input: { index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/web/boot.ts', import.meta.url)) },
    },
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' },
  },
}));
