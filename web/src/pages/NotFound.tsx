import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from '../components/ui';

export function NotFoundPage() {
  return (
    <main className="page page-center">
      <Card className="notfound-card">
        <CardContent>
          <div className="notfound-heading">
            <CircleAlert aria-hidden size={32} className="text-danger" />
            <h1>404 Page Not Found</h1>
          </div>
          <p className="muted">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </main>
  );
}
