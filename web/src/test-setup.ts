import '@testing-library/jest-dom/vitest';
import { act, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissAllToasts } from './lib/toast';

// Pages are lazy route chunks: the first render in a file waits for Vite to transform the page,
// which on a loaded CI machine takes longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The toast store is module state: a toast one test left open would show in the next test's render,
// and a findByText for the next toast would find the old one just before it is replaced.
afterEach(() => act(() => dismissAllToasts()));
