import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// changeOrigin stays false so the gateway sees the browser's Host and its
// session cookie is scoped to the web origin.
const apiProxy = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
