import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <div id="main" className="app-main" tabIndex={-1}>
        {children}
      </div>
      <Footer />
    </div>
  );
}
