import { Link } from 'react-router-dom';
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Clock,
  FileSearch,
  FileText,
  Gavel,
  Hourglass,
  House,
  MessageSquare,
  Star,
  Users,
} from 'lucide-react';
import { Field, Input, Select } from '../../components/ui';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { PageHero } from './PageHero';
import { SectionHead } from './SectionHead';
import './marketing.css';
import './fields.css';
import './ExpertQaPage.css';

/**
 * Ask Lawyer is not open yet. The spec's "expected launch Q2 2025" is in the
 * past, so the page says "coming soon" without promising a date it would miss.
 */

const STATS = [
  { icon: Users, value: '650+', label: 'Verified experts' },
  { icon: Clock, value: '< 5 min', label: 'Average response time' },
  { icon: MessageSquare, value: '24/7', label: 'Availability' },
  { icon: Star, value: '4.8', label: 'Average expert rating' },
] as const;

const CATEGORIES = [
  {
    icon: House,
    name: 'Real Estate Law',
    experts: 150,
    text: 'Purchases, title questions, easements, HOA disputes and property line issues.',
  },
  {
    icon: Gavel,
    name: 'Contract Law',
    experts: 200,
    text: 'Contractor agreements, payment disputes, change orders, warranties and breach of contract.',
  },
  {
    icon: Building2,
    name: 'Property Management',
    experts: 120,
    text: 'Leases, security deposits, evictions, habitability and landlord-tenant obligations.',
  },
  {
    icon: FileSearch,
    name: 'Legal Document Review',
    experts: 180,
    text: 'A second pair of eyes on a lease, service contract or addendum before you sign it.',
  },
] as const;

const SAMPLE_QUESTIONS = [
  {
    category: 'Contract Law',
    location: 'Austin, TX',
    question:
      'My contractor finished the kitchen two weeks late and wants the full balance. The contract has a completion date but says nothing about delays. Can I withhold part of the payment?',
    answered: 'Answered in 7 minutes',
  },
  {
    category: 'Property Management',
    location: 'Columbus, OH',
    question:
      'A tenant moved out with three weeks left on the lease. How long do I have to return the security deposit, and do I need to send an itemized list of deductions?',
    answered: 'Answered in 11 minutes',
  },
  {
    category: 'Real Estate Law',
    location: 'Sacramento, CA',
    question:
      'A roofer asked for a 30% deposit before starting a $9,000 job. Is that allowed in California, and what should the contract say about progress payments?',
    answered: 'Answered in 5 minutes',
  },
] as const;

const CATEGORY_FEATURES: readonly Feature[] = CATEGORIES.map(({ icon, name, experts, text }) => ({
  icon,
  title: name,
  text,
  note: (
    <p className="mk-qa-experts">
      <BadgeCheck size={16} aria-hidden /> {experts} experts
    </p>
  ),
}));
const QUESTION_CATEGORIES = CATEGORIES.map((c) => ({ value: c.name, label: c.name }));
const PROPERTY_TYPES = [
  { value: 'single-family', label: 'Single Family Home' },
  { value: 'apartment-condo', label: 'Apartment/Condo' },
  { value: 'commercial', label: 'Commercial Property' },
  { value: 'multi-family', label: 'Multi-family' },
];

function ComingSoonTag() {
  return <span className="badge mk-badge-soon">Coming Soon</span>;
}

export function ExpertQaPage() {
  return (
    <main className="mk-page">
      <div className="mk-soon-banner" role="note">
        <div className="container">
          <Hourglass size={18} aria-hidden />
          <p>
            <strong>Coming soon:</strong> Ask Lawyer is not open yet. Everything on this page is a preview of the service.
          </p>
        </div>
      </div>

      <PageHero
        titleId="mk-qa-title"
        eyebrow="Ask Lawyer"
        title="Real answers from verified legal experts"
        lead="Not sure about a clause, a deposit or a contractor who stopped showing up? Soon you will be able to ask a licensed attorney or legal professional and get a clear answer, usually in 5 to 15 minutes."
      >
        <div className="mk-hero-actions">
          <Link to="/scope-editor" className="btn btn-primary">
            Create a Contract Now <ArrowRight size={18} aria-hidden />
          </Link>
          <button type="button" className="btn btn-outline" disabled aria-describedby="mk-waitlist-note">
            Join the Waitlist
          </button>
        </div>
        <p id="mk-waitlist-note" className="muted mk-small">
          The waitlist opens closer to launch.
        </p>
      </PageHero>

      <section className="mk-section mk-section-flush" aria-labelledby="mk-qa-stats-title">
        <div className="container">
          <h2 id="mk-qa-stats-title" className="visually-hidden">
            Ask Lawyer at launch
          </h2>
          <ul className="mk-grid-4 mk-grid-compact" role="list">
            {STATS.map(({ icon: Icon, value, label }) => (
              <li key={label} className="card mk-qa-stat">
                <Icon size={22} className="mk-ok" aria-hidden />
                <p className="mk-qa-stat-value">{value}</p>
                <p className="muted">{label}</p>
                <ComingSoonTag />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-qa-categories-title">
        <div className="container">
          <SectionHead
            titleId="mk-qa-categories-title"
            title="Expert categories"
            lead="Questions are matched with an expert who practices in the area you need."
          />
          <FeatureGrid features={CATEGORY_FEATURES} />
        </div>
      </section>

      <section className="mk-section mk-section-alt" aria-labelledby="mk-qa-recent-title">
        <div className="container mk-qa-grid">
          <div>
            <h2 id="mk-qa-recent-title">Recent questions</h2>
            <p className="muted">Examples of the questions experts will answer. Preview only.</p>
            <ul className="mk-qa-questions" role="list">
              {SAMPLE_QUESTIONS.map((q) => (
                <li key={q.question} className="card mk-qa-question">
                  <div className="mk-qa-question-top">
                    <span className="badge mk-badge-category">{q.category}</span>
                    <span className="muted mk-small">{q.location}</span>
                  </div>
                  <p>{q.question}</p>
                  <p className="muted mk-small">
                    <FileText size={14} aria-hidden /> Example, {q.answered.toLowerCase()} · Preview only
                  </p>
                </li>
              ))}
            </ul>
          </div>

          <div className="card mk-qa-form-card">
            <div className="mk-qa-form-head">
              <h2 id="mk-qa-form-title" className="mk-card-title">
                Ask your question
              </h2>
              <ComingSoonTag />
            </div>
            <p className="muted mk-small">Submitting questions opens when Ask Lawyer launches. Expected answer time: 5-15 minutes.</p>
            <form className="mk-qa-form" onSubmit={(e) => e.preventDefault()} aria-labelledby="mk-qa-form-title">
              <fieldset disabled className="fieldset mk-fieldset">
                <legend className="visually-hidden">Question details (not yet available)</legend>
                <Field label="Category">
                  {(control) => <Select {...control} options={QUESTION_CATEGORIES} placeholder="Select a category" defaultValue="" />}
                </Field>
                <Field label="Your question">
                  {(control) => (
                    <textarea
                      {...control}
                      className="input mk-textarea"
                      rows={4}
                      placeholder="Describe your situation and what you would like to know."
                    />
                  )}
                </Field>
                <Field label="Property location">{(control) => <Input {...control} placeholder="City, State" />}</Field>
                <Field label="Property type">
                  {(control) => <Select {...control} options={PROPERTY_TYPES} placeholder="Select a property type" defaultValue="" />}
                </Field>
                <button type="submit" className="btn btn-primary mk-btn-block">
                  Submit Question
                </button>
              </fieldset>
            </form>
          </div>
        </div>
      </section>
    </main>
  );
}
