import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button, Card, CardContent } from '../ui';
import '../../pages/NotFound.css';

/**
 * A page's code that will not load is almost always a deploy: the browser
 * holds the old index and asks for a chunk the server no longer has. The
 * browsers word it differently, so several phrasings are recognised.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Loading chunk/i;

export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error && (CHUNK_FAILURE.test(error.message) || error.name === 'ChunkLoadError');

interface Props {
  /** The page the boundary guards: a new address starts it afresh, so one broken page does not break the next. */
  resetKey: string;
  children: ReactNode;
  /** Reloads the page (injectable for tests). */
  reload?: () => void;
}

interface State {
  error: unknown;
  key: string;
}

/**
 * Around the lazy routes: without it a failed chunk or a render error blanks
 * the whole app. It offers a reload (which fetches the new index) and keeps
 * the header and footer, so the person is never left on an empty page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The console is where a person who reports the problem can copy it from.
    console.error('A page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunk = isChunkLoadFailure(this.state.error);
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <main className="page page-center">
        <Card className="notfound-card" role="alert">
          <CardContent>
            <div className="notfound-heading">
              <CircleAlert aria-hidden size={32} className="text-danger" />
              <h1>{chunk ? 'HomePact has been updated' : 'This page could not be shown'}</h1>
            </div>
            <p className="muted">
              {chunk
                ? 'A new version came out while this tab was open, and part of this page is no longer on the server. Reload to get the new version; nothing you saved is lost.'
                : 'Something went wrong while showing this page. Reload to try again; nothing you saved is lost.'}
            </p>
            <div className="button-row" style={{ marginTop: '1.25rem' }}>
              <Button onClick={reload}>
                <RotateCw aria-hidden size={16} /> Reload the page
              </Button>
            </div>
          </CardContent>
        </Card>
      </main>
    );
  }
}
