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
        // React and the router change less often than our code and every page needs them: their own chunk
        // stays cached across releases. Other libraries go where the import graph puts them, so a page
        // only loads the ones it uses (one catch-all vendor chunk put the wizard's zod and every Radix
        // widget into the home page's first load).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
