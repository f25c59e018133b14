import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
// The browser calls its own origin; these prefixes go to the sandbox (nginx does the same in production).
const proxy = Object.fromEntries(['/api', '/files', '/static', '/__sandbox'].map((p) => [p, { target: sandbox, changeOrigin: false }]));

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
  define: {
    'import.meta.env.APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'local'),
  },
});
