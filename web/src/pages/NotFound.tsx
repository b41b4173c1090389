import { Link } from 'react-router-dom';
import { CircleAlert, House } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { Card, CardContent, buttonClass } from '../components/ui';
import './NotFound.css';

/** Any route the app does not know: the spec's heading, words for a visitor (docs/decisions/0006-wording-and-small-decisions.md) and a way back. */
export function NotFoundPage() {
  const { user } = useAuth();
  return (
    <main className="page page-center">
      <Card className="notfound-card">
        <CardContent>
          <div className="notfound-heading">
            <CircleAlert aria-hidden size={32} className="text-danger" />
            <h1>404 Page Not Found</h1>
          </div>
          <p className="muted">There is no page at this address. The link may be mistyped, or the page may have moved.</p>
          <div className="button-row" style={{ marginTop: '1.25rem' }}>
            <Link to="/" className={buttonClass('primary')}>
              <House aria-hidden size={16} /> Go to the home page
            </Link>
            {user && (
              <Link to="/dashboard" className={buttonClass('outline')}>
                Your dashboard
              </Link>
            )}
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
