import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev`: the browser talks to the API started beside Vite.
    proxy: { '/api': `http://localhost:${apiPort}`, '/media': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically ('$initial') loads with the login page anyway:
          // two chunks compress better than the ~30 shared pieces the default split cut it into
          // (about 14 KB gzip less) and cost two requests instead of 30. The packages go apart from
          // our code so a deploy that changes only our code leaves the browser's copy of them valid.
          // Lazy pages still get chunks of their own.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 1 },
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
