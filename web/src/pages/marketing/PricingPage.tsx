import { Link } from 'react-router-dom';
import { ArrowRight, Check, X } from 'lucide-react';
import clsx from 'clsx';
import { QUICK_SETUP_ID } from './QuickSetupForm';
import { CtaSection } from './CtaPanel';
import { PageHero } from './PageHero';
import { SectionHead } from './SectionHead';
import './marketing.css';
import './PricingPage.css';

interface Plan {
  name: string;
  price: string;
  period: string;
  tagline: string;
  features: { text: string; included: boolean }[];
  popular?: boolean;
  cta: { label: string; to: string };
}

// The product text (docs/product/public-site-accounts-dashboard.md#pricing-pricing) leaves the plan buttons' action open. Choice: Get Started
// and Start Free Trial send the visitor to the AI Quick Setup form on the home
// page (/#quick-setup), where every contract begins; there is no checkout yet.
// Contact Sales opens the contact page.
const START = `/#${QUICK_SETUP_ID}`;

export const PLANS: readonly Plan[] = [
  {
    name: 'Starter',
    price: '$9',
    period: 'per contract',
    tagline: 'For the occasional project, pay only when you need a contract.',
    features: [
      { text: 'State-specific templates', included: true },
      { text: 'PDF generation', included: true },
      { text: 'Digital signature', included: true },
      { text: 'E-mail support', included: true },
      { text: 'Contract editing', included: false },
      { text: 'Advanced templates', included: false },
    ],
    cta: { label: 'Get Started', to: START },
  },
  {
    name: 'Professional',
    price: '$29',
    period: 'per month',
    tagline: 'For contractors and landlords who write contracts every week.',
    popular: true,
    features: [
      { text: 'Unlimited contracts', included: true },
      { text: 'Contract editing and customization', included: true },
      { text: 'Advanced templates', included: true },
      { text: 'Priority support', included: true },
      { text: 'Client management', included: true },
    ],
    cta: { label: 'Start Free Trial', to: START },
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: 'per month',
    tagline: 'Custom solutions for companies with teams, offices and integrations.',
    features: [
      { text: 'Everything in Professional', included: true },
      { text: 'Custom branding', included: true },
      { text: 'API access', included: true },
      { text: 'Advanced analytics', included: true },
      { text: 'Dedicated support', included: true },
      { text: 'Team collaboration', included: true },
    ],
    cta: { label: 'Contact Sales', to: '/contact' },
  },
];

const FAQ = [
  {
    q: 'Are there setup fees or long-term commitments?',
    a: 'No. There are no setup fees on any plan, and you can cancel a monthly plan at any time from your account settings.',
  },
  {
    q: 'Is there a free trial?',
    a: 'Yes. Professional and Enterprise include a 14-day free trial, and you do not need a credit card to start it.',
  },
  {
    q: 'What if HomePact is not right for me?',
    a: 'Monthly plans come with a 30-day money-back guarantee. If it does not work for your business, contact us within 30 days for a full refund.',
  },
  {
    q: 'Can I switch plans later?',
    a: 'Any time. Upgrades and downgrades take effect immediately, so you can move up for a busy season and back down when it ends.',
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'All major credit cards and PayPal. Enterprise customers can also pay by wire transfer.',
  },
  {
    q: 'Are HomePact contracts legally binding?',
    a: 'Yes. Contracts are legally binding in all 50 states and DC when properly executed, meaning both parties sign and any notices your state requires are delivered. Electronic signatures are recognized under the federal ESIGN Act and state law.',
  },
] as const;

export function PricingPage() {
  return (
    <main className="mk-page">
      <PageHero
        titleId="mk-pricing-title"
        eyebrow="Pricing"
        title="Simple pricing for every kind of project"
        lead="Pay per contract when you need one, or go unlimited when contracts are part of your business. No setup fees, cancel anytime."
      />

      <section className="mk-section mk-section-flush" aria-labelledby="mk-plans-title">
        <div className="container">
          <h2 id="mk-plans-title" className="visually-hidden">
            Plans
          </h2>
          <ul className="mk-plans" role="list">
            {PLANS.map((plan) => (
              <li key={plan.name} className={clsx('card mk-plan', plan.popular && 'mk-plan-popular')}>
                {plan.popular && <span className="mk-plan-flag">Most Popular</span>}
                <h3 className="mk-plan-name">{plan.name}</h3>
                <p className="mk-plan-price">
                  <span className="mk-plan-amount">{plan.price}</span>
                  <span className="muted"> {plan.period}</span>
                </p>
                <p className="muted mk-plan-tagline">{plan.tagline}</p>
                <ul className="mk-plan-features" role="list">
                  {plan.features.map((f) => (
                    <li key={f.text} className={clsx(!f.included && 'mk-feature-excluded')}>
                      {f.included ? <Check size={18} className="mk-ok" aria-hidden /> : <X size={18} className="mk-no" aria-hidden />}
                      <span>
                        {f.text}
                        {!f.included && <span className="visually-hidden"> (not included)</span>}
                      </span>
                    </li>
                  ))}
                </ul>
                <Link
                  to={plan.cta.to}
                  className={clsx('btn mk-btn-block', plan.popular ? 'btn-primary' : 'btn-outline')}
                  aria-label={`${plan.cta.label} with the ${plan.name} plan`}
                >
                  {plan.cta.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section-alt" aria-labelledby="mk-faq-title">
        <div className="container">
          <SectionHead titleId="mk-faq-title" title="Frequently asked questions" />
          <dl className="mk-faq">
            {FAQ.map(({ q, a }) => (
              <div key={q} className="card mk-faq-item">
                <dt>{q}</dt>
                <dd>{a}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaSection
        tight
        titleId="mk-pricing-cta-title"
        title="Start your first contract today"
        text="Try HomePact with a real job. It takes about five minutes and no credit card."
      >
        <div className="mk-cta-actions">
          <Link to="/scope-editor" className="btn mk-btn-on-dark">
            Start Creating Contracts <ArrowRight size={18} aria-hidden />
          </Link>
          <Link to="/contact" className="btn mk-btn-outline-on-dark">
            Contact Sales
          </Link>
        </div>
      </CtaSection>
    </main>
  );
}
