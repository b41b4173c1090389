import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Pages are lazy route chunks: the first render in a file waits for Vite to transform the page,
// which on a loaded CI machine takes longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
