import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowRight, BadgeCheck, Clock, FileSignature, FileText, Map as MapIcon, ShieldCheck, Sparkles } from 'lucide-react';
import { QUICK_SETUP_ID, QuickSetupForm, scrollToQuickSetup } from './QuickSetupForm';
import { SampleContractPreview } from './SampleContractPreview';
import { TestimonialCarousel } from './TestimonialCarousel';
import { CtaSection } from './CtaPanel';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { SectionHead } from './SectionHead';
import './marketing.css';
import './HomePage.css';

const FEATURES: readonly Feature[] = [
  {
    icon: MapIcon,
    title: 'State-specific from the first draft',
    text: 'Templates for all 50 states and DC include the notices, license details and cancellation rights your state expects, so you are not patching a generic form.',
  },
  {
    icon: Sparkles,
    title: 'AI that writes the scope for you',
    text: 'Describe the job in plain English. HomePact turns it into a clear, itemized scope of work you can edit line by line before it becomes a contract.',
  },
  {
    icon: FileSignature,
    title: 'E-signatures both sides can trust',
    text: 'We e-mail signing invites to the homeowner and the provider, record who signed and when, and send everyone the final copy.',
  },
  {
    icon: FileText,
    title: 'Instant, professional PDF',
    text: 'Download a clean, print-ready PDF the moment your contract is done: no formatting, no copy-paste, no waiting on anyone.',
  },
];

// Only figures the product backs (docs/decisions/0006-wording-and-small-decisions.md): no contract count or rating it cannot show.
const STATS = [
  { value: '51', label: 'State laws on file: the 50 states and DC' },
  { value: '12', label: 'Guided steps from the job to a contract to sign' },
  { value: '5 min', label: 'To a ready-to-sign draft' },
  { value: '0', label: 'Accounts a signer needs: the e-mailed link is enough' },
] as const;

export function HomePage() {
  const { hash } = useLocation();

  // Links such as /#quick-setup (pricing buttons) land on the form. Deferred a
  // frame so the layout's scroll-to-top on route change runs first.
  useEffect(() => {
    if (hash !== `#${QUICK_SETUP_ID}`) return;
    const frame = requestAnimationFrame(() => scrollToQuickSetup());
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <main className="mk-page">
      <section className="mk-hero" aria-labelledby="mk-home-title">
        <div className="container mk-hero-grid">
          <div className="mk-hero-copy">
            <p className="mk-eyebrow mk-eyebrow-on-dark">Home-service contracts for all 50 states and DC</p>
            <h1 id="mk-home-title">Put every home project in writing, in about five minutes.</h1>
            <p className="mk-hero-lead">
              HomePact drafts a clear, state-specific contract from a plain description of the job, then sends it to both parties for
              e-signature. Homeowners know what they are paying for; contractors know they will get paid.
            </p>
            <ul className="mk-hero-points">
              <li>
                <BadgeCheck size={18} aria-hidden /> Templates for every US state
              </li>
              <li>
                <ShieldCheck size={18} aria-hidden /> E-signatures with e-mail invites
              </li>
              <li>
                <Clock size={18} aria-hidden /> No credit card required
              </li>
            </ul>
          </div>
          <QuickSetupForm />
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-sample-heading">
        <div className="container mk-split">
          <div>
            <p className="mk-eyebrow">See what you get</p>
            <h2 id="mk-sample-heading">A contract both sides can actually read</h2>
            <p className="mk-lead">
              Every HomePact contract follows the same plain-language structure, so nothing important hides in the fine print.
            </p>
            <ul className="mk-check-list">
              <li>
                <strong>Who and where:</strong> both parties, the property address and the contractor&apos;s license number.
              </li>
              <li>
                <strong>What:</strong> an itemized scope of work, including permits, materials and clean-up.
              </li>
              <li>
                <strong>When:</strong> start and completion dates, and what happens if they slip.
              </li>
              <li>
                <strong>How much:</strong> the total price, the deposit and the balance, with clear due dates.
              </li>
              <li>
                <strong>What if:</strong> change orders, warranties, late fees and how disputes are resolved.
              </li>
            </ul>
          </div>
          <SampleContractPreview />
        </div>
      </section>

      <section className="mk-section mk-section-alt" aria-labelledby="mk-features-title">
        <div className="container">
          <SectionHead
            titleId="mk-features-title"
            eyebrow="Why HomePact"
            title="Everything a handshake deal is missing"
            lead="Most disputes on home projects start with a vague quote or a text message. HomePact replaces both with a contract that is fast to write and hard to misread."
          />
          <FeatureGrid features={FEATURES} />
        </div>
      </section>

      <TestimonialCarousel />

      <CtaSection
        titleId="mk-home-cta-title"
        title="Your next job deserves more than a handshake"
        text="Describe the work, pick your state, and review an AI-drafted scope in minutes. No credit card required."
      >
        <button type="button" className="btn mk-btn-on-dark" onClick={scrollToQuickSetup}>
          Start My Contract <ArrowRight size={18} aria-hidden />
        </button>
      </CtaSection>

      <section className="mk-stats" aria-labelledby="mk-stats-title">
        <div className="container">
          <h2 id="mk-stats-title" className="visually-hidden">
            HomePact by the numbers
          </h2>
          <dl className="mk-stats-grid">
            {STATS.map((stat) => (
              <div key={stat.label} className="mk-stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </main>
  );
}
