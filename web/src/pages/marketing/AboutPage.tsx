import { Link } from 'react-router-dom';
import { ArrowRight, BarChart3, Code, Eye, Handshake, Headphones, Lock, Palette, Scale, Users, Wrench } from 'lucide-react';
import { CtaSection } from './CtaPanel';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { PageHero } from './PageHero';
import { SectionHead } from './SectionHead';
import './marketing.css';
import './AboutPage.css';

const VALUES: readonly Feature[] = [
  {
    icon: Eye,
    title: 'Plain language first',
    text: 'A contract only protects you if you understand it. We write in short sentences and define every term that matters: price, dates, changes and warranties.',
  },
  {
    icon: Scale,
    title: 'Fair to both sides',
    text: 'HomePact is used by homeowners and contractors alike, so our templates are balanced. A fair contract gets signed faster and is easier to enforce.',
  },
  {
    icon: Lock,
    title: 'Private by design',
    text: 'A contract is visible only to the people on it. Signing links are tied to verified e-mail addresses, and we never sell your information.',
  },
  {
    icon: Wrench,
    title: 'Built for the job site',
    text: 'Contractors write quotes from a truck, not a law office. Every screen works on a phone, and a finished contract is one tap from the client’s inbox.',
  },
];

const ENTERPRISE: readonly Feature[] = [
  {
    icon: Users,
    title: 'Team collaboration',
    text: 'Invite estimators, office staff and project managers. Everyone works from the same templates and sees every contract’s status.',
  },
  {
    icon: Palette,
    title: 'Custom branding',
    text: 'Your logo, colors and company details on every contract, PDF and signing e-mail your customers receive.',
  },
  {
    icon: Code,
    title: 'API access',
    text: 'Create contracts from your CRM or field-service software and receive signing events as they happen.',
  },
  {
    icon: BarChart3,
    title: 'Advanced analytics',
    text: 'Track time-to-signature, contract value by service line and which proposals stall, across every office.',
  },
  {
    icon: Headphones,
    title: 'Dedicated support',
    text: 'A named account manager helps you migrate your existing paperwork and tailor clauses to your trade.',
  },
  {
    icon: Handshake,
    title: 'Standardized terms',
    text: 'Lock the clauses your company always uses, such as payment schedules, warranties and change-order rules, so every crew quotes the same way.',
  },
];

export function AboutPage() {
  return (
    <main className="mk-page">
      <PageHero
        titleId="mk-about-title"
        eyebrow="About HomePact"
        title="Clear agreements for the work that keeps homes running"
        lead="Every year millions of Americans hire someone to fix a roof, rewire a kitchen or manage a rental, and most of those jobs start with nothing more than a verbal quote. HomePact exists to change that."
      />

      <section className="mk-section" aria-labelledby="mk-mission-title">
        <div className="container mk-split mk-split-top">
          <div>
            <h2 id="mk-mission-title">Our mission</h2>
            <p>
              We believe a written agreement should be as easy as sending a text. When the scope, price and timeline are on paper before the
              first nail goes in, homeowners avoid surprise invoices and contractors avoid unpaid balances. Everyone can focus on the work.
            </p>
            <p>
              HomePact combines state-specific contract templates with AI that understands home-service work. You describe the job in your
              own words; we turn it into a detailed scope of work, assemble a contract that fits your state, and collect electronic
              signatures from both parties. What used to take an afternoon, or a lawyer&apos;s invoice, now takes about five minutes.
            </p>
          </div>
          <div className="card mk-about-note">
            <h3>Who we build for</h3>
            <ul className="mk-check-list">
              <li>
                <strong>Homeowners</strong> hiring a plumber, painter, roofer or remodeler.
              </li>
              <li>
                <strong>Contractors and tradespeople</strong> who want to look professional and get paid on time.
              </li>
              <li>
                <strong>Landlords and property managers</strong> coordinating repairs across many units.
              </li>
              <li>
                <strong>Tenants</strong> who need maintenance commitments in writing.
              </li>
            </ul>
            <p className="muted mk-small">
              HomePact is not a law firm and does not give legal advice. For complex or high-value projects we recommend having a licensed
              attorney in your state review your contract.
            </p>
          </div>
        </div>
      </section>

      <section className="mk-section mk-section-alt" aria-labelledby="mk-values-title">
        <div className="container">
          <SectionHead
            titleId="mk-values-title"
            title="What we value"
            lead="Four principles shape every template, clause and screen we ship."
          />
          <FeatureGrid features={VALUES} />
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-enterprise-title">
        <div className="container">
          <SectionHead
            titleId="mk-enterprise-title"
            eyebrow="For growing teams"
            title="Enterprise features"
            lead="Contracting companies and property-management firms use HomePact to standardize paperwork across crews, offices and hundreds of units."
          />
          <FeatureGrid features={ENTERPRISE} columns={3} iconBeside />
        </div>
      </section>

      <CtaSection
        tight
        titleId="mk-about-cta-title"
        title="Ready to write your first contract?"
        text="Start with a description of the job and have a draft in about five minutes. No credit card required."
      >
        <div className="mk-cta-actions">
          <Link to="/scope-editor" className="btn mk-btn-on-dark">
            Get Started Today <ArrowRight size={18} aria-hidden />
          </Link>
          <Link to="/scope-editor" className="btn mk-btn-outline-on-dark">
            Start Free Contract
          </Link>
          <Link to="/contact" className="btn mk-btn-outline-on-dark">
            Contact Us
          </Link>
        </div>
      </CtaSection>
    </main>
  );
}
