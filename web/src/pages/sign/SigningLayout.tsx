import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LockKeyhole } from 'lucide-react';
import { Logo } from '../../components/layout/Logo';
import './signing-layout.css';

/**
 * The layout of /sign/:id: the brand and a note that the page is secure,
 * then the page. No marketing header (with its Sign In) and no footer: a
 * signer is here to read and sign (docs/decisions/0013-the-sign-page.md).
 */
export function SigningLayout({ children }: { children: ReactNode }) {
  return (
    <div className="signing-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="signing-bar">
        <Link to="/" className="logo-link" aria-label="HomePact home">
          <Logo />
        </Link>
        <span className="signing-bar-note">
          <LockKeyhole aria-hidden size={16} /> Secure signing
        </span>
      </header>
      <div id="main" className="app-main" tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
