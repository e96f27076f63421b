import { defineConfig } from 'vite';

// The server (`turnpan serve --static web/dist`) serves these files; during `npm run dev` vite
// proxies the API and the sockets to a server on TURNPAN_DEV_SERVER (default localhost:18080).
const backend = process.env.TURNPAN_DEV_SERVER ?? 'http://127.0.0.1:18080';

export default defineConfig({
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  // The engine's worker (src/engine/worker.ts) is an ES module worker.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: backend, ws: true },
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
