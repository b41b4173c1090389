import './styles/tokens.css';
import './styles/base.css';

/*
 * The app's modules load in steps, a task apart. Imported statically, every module of the first load
 * (React, ReactDOM, the router, the query client, the app and the home page) is evaluated in one task
 * as soon as the last file arrives: on a phone (4x slower CPU) that task took ~400 ms, and the home
 * page, already painted from the prerendered HTML, could not answer a tap meanwhile. Each dynamic
 * import below evaluates only what the steps before it have not, and the yield between steps lets
 * the browser handle input and paint. The build preloads every step's files from index.html
 * (vite.config.ts), so the steps wait on the CPU, not on the network.
 */

/** Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation goes first), else a timer. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted a frame (at once in a hidden tab, which paints nothing). The entry is small
 * and can arrive before the first paint; evaluating React then would hold that paint back.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start(root: HTMLElement): Promise<void> {
  await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('./lib/queryClient');
  await nextTask();
  const { mountApp } = await import('./mountApp');
  await nextTask();
  mountApp(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
