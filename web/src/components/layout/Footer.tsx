import { Link } from 'react-router-dom';
import { CircleCheck, Landmark, Mail, MapPin, ShieldCheck, Zap } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_PROMISE } from '../../lib/support';
import { Logo } from './Logo';
import './footer.css';

const TRUST: ReadonlyArray<{ icon: typeof Zap; title: string; text: string; to?: string }> = [
  // Only what the product backs (docs/decisions/0006-wording-and-small-decisions.md): no rating or user count it cannot show.
  // The claim links to the state law guide, which shows what each jurisdiction's contract carries.
  { icon: MapPin, title: 'All 50 states and DC', text: 'State-specific coverage', to: '/states' },
  { icon: Zap, title: 'Instant generation', text: 'A contract in about 5 minutes' },
  { icon: ShieldCheck, title: 'Bank-level security', text: 'Encrypted and private' },
];

const FEATURES = ['State-specific templates', 'Instant PDF generation', 'Legal compliance', 'Digital signatures'];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <section aria-label="Why people trust HomePact" className="trust-panel">
          {TRUST.map(({ icon: Icon, title, text, to }) => (
            <div key={title} className="trust-item">
              <Icon aria-hidden size={22} className="trust-icon" />
              <div>
                <p className="trust-title">
                  {to ? (
                    <Link to={to} style={{ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: 3 }}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </p>
                <p className="trust-text">{text}</p>
              </div>
            </div>
          ))}
        </section>

        <div className="footer-grid">
          <div>
            <Link to="/" className="logo logo-footer" aria-label="HomePact home">
              <Logo />
            </Link>
            <p className="footer-blurb">
              Home-service contracts written with AI, tailored to your state, and signed online by both parties.
            </p>
          </div>
          <div>
            <h2 className="footer-heading">Features</h2>
            <ul className="footer-list">
              {FEATURES.map((f) => (
                <li key={f}>
                  <CircleCheck aria-hidden size={16} /> {f}
                </li>
              ))}
            </ul>
          </div>
          <div className="support-panel">
            <h2 className="footer-heading">Support</h2>
            <p>{SUPPORT_PROMISE}</p>
            <a className="footer-mail" href={`mailto:${SUPPORT_EMAIL}`}>
              <Mail aria-hidden size={16} /> {SUPPORT_EMAIL}
            </a>
            <div>
              <Link to="/states" className="footer-mail">
                <Landmark aria-hidden size={16} /> State law guide
              </Link>
            </div>
            <div>
              <Link to="/verify" className="footer-mail">
                <ShieldCheck aria-hidden size={16} /> Check a HomePact document
              </Link>
            </div>
          </div>
        </div>

        <div className="footer-bottom">
          <p>
            © {new Date().getFullYear()} HomePact. All rights reserved.{' '}
            <Link to="/privacy" style={{ color: '#93c5fd', textDecoration: 'underline' }}>
              Privacy policy
            </Link>
          </p>
          <p>HomePact is not a law firm and does not give legal advice.</p>
        </div>
      </div>
    </footer>
  );
}
