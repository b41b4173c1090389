import { Link } from 'react-router-dom';
import { CircleAlert, House } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { Card, CardContent, buttonClass } from '../components/ui';

/** Any route the app does not know (spec: the heading and text as given), with a way back. */
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
          <p className="muted">Did you forget to add the page to the router?</p>
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
