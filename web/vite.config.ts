import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
