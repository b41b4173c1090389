import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardTitle, buttonClass } from '../components/ui';

/** Placeholder body for screens that later work fills in. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack">
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>This screen is coming soon.</CardDescription>
          <Link to="/" className={buttonClass('outline')}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
