import { LoaderCircle } from 'lucide-react';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <main className="page page-center" aria-busy="true">
      <p className="loading" role="status">
        <LoaderCircle aria-hidden size={20} className="spin" /> {label}
      </p>
    </main>
  );
}
