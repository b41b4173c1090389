import { SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from '../../lib/support';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Clock, Headphones, LifeBuoy, Mail, MapPin, Phone, Send } from 'lucide-react';
import { Button, Field, Input, Select } from '../../components/ui';
import { sendContactMessage } from '../../api/contact';
import { errorStatus, retryHint } from '../../api/errors';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/useForm';
import { CONTACT_CATEGORIES, EMPTY_CONTACT, contactSchema, type ContactDraft } from './contactForm';
import { PageHero } from './PageHero';
import './marketing.css';
import './fields.css';
import './ContactPage.css';

export const SUPPORT_EMAIL = 'support@homepact.com';
export const SUPPORT_PHONE = '(555) 010-2040';

const QUICK_HELP = [
  {
    q: 'How long does it take to create a contract?',
    a: 'About five minutes. Describe the job, review the AI-drafted scope, fill in the remaining details and download your PDF.',
  },
  {
    q: 'Are the contracts valid in my state?',
    a: 'Templates exist for all 50 states and DC and are legally binding when properly executed by both parties.',
  },
  {
    q: 'How do electronic signatures work?',
    a: 'We e-mail a signing invite to the homeowner and the provider. Each signs from their own inbox, and both receive the final copy.',
  },
  {
    q: 'Can I cancel my subscription?',
    a: 'Yes, anytime. There are no setup fees, and monthly plans carry a 30-day money-back guarantee.',
  },
] as const;

type Status = 'idle' | 'submitting';

/** The spec's failure text; too many messages in a row get their own, saying when to try again. */
function failureMessage(error: unknown): string {
  if (errorStatus(error) !== 429) return 'Failed to send message. Please try again.';
  return `You have sent several messages in a short time. ${retryHint(error) ?? 'Please try again later.'}`;
}

export function ContactPage() {
  // After a first attempt, errors follow the user's corrections as they type.
  const { draft: form, errors, set: update, submit, reset } = useForm(EMPTY_CONTACT, (d: ContactDraft) => contactSchema.safeParse(d));
  const [status, setStatus] = useState<Status>('idle');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const body = submit(event.currentTarget);
    if (!body) return;
    setStatus('submitting');
    try {
      await sendContactMessage(body);
      toast({
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      reset(EMPTY_CONTACT);
    } catch (error) {
      console.error('Contact form submission failed', error);
      toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' });
    } finally {
      setStatus('idle');
    }
  }

  const submitting = status === 'submitting';

  return (
    <main className="mk-page">
      <PageHero
        titleId="mk-contact-title"
        eyebrow="Contact"
        title="Get in Touch"
        lead="Questions about a contract, your account or a partnership? Our team of real people is here to help. Send us a message and we will reply within 24 hours."
      />

      <section className="mk-section mk-section-flush">
        <div className="container mk-contact-grid">
          <div className="mk-contact-side">
            <section className="card mk-contact-card" aria-labelledby="mk-contact-info-title">
              <h2 id="mk-contact-info-title" className="mk-card-title">
                Contact information
              </h2>
              <ul className="mk-contact-list" role="list">
                <li>
                  <span className="mk-icon-chip" aria-hidden>
                    <Mail size={18} />
                  </span>
                  <div>
                    <h3>E-mail support</h3>
                    <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                  </div>
                </li>
                <li>
                  <span className="mk-icon-chip" aria-hidden>
                    <Phone size={18} />
                  </span>
                  <div>
                    <h3>Phone</h3>
                    <a href="tel:+15550102040">{SUPPORT_PHONE}</a>
                  </div>
                </li>
                <li>
                  <span className="mk-icon-chip" aria-hidden>
                    <MapPin size={18} />
                  </span>
                  <div>
                    <h3>Headquarters</h3>
                    <address>
                      HomePact, Inc.
                      <br />
                      1450 Market Street, Suite 800
                      <br />
                      Philadelphia, PA 19102
                    </address>
                  </div>
                </li>
                <li>
                  <span className="mk-icon-chip" aria-hidden>
                    <Clock size={18} />
                  </span>
                  <div>
                    <h3>Response time</h3>
                    <p>{SUPPORT_RESPONSE_TIME}</p>
                  </div>
                </li>
                <li>
                  <span className="mk-icon-chip" aria-hidden>
                    <Headphones size={18} />
                  </span>
                  <div>
                    <h3>Support hours</h3>
                    <p>{SUPPORT_HOURS}</p>
                  </div>
                </li>
              </ul>
            </section>

            <section className="card mk-contact-card" aria-labelledby="mk-quick-help-title">
              <h2 id="mk-quick-help-title" className="mk-card-title">
                <LifeBuoy size={20} aria-hidden /> Quick Help
              </h2>
              <dl className="mk-quick-help">
                {QUICK_HELP.map(({ q, a }) => (
                  <div key={q}>
                    <dt>{q}</dt>
                    <dd>{a}</dd>
                  </div>
                ))}
              </dl>
              {/* The spec leaves this button's action open and there is no help
                  center yet; the blog's guides are the closest thing, so it goes there. */}
              <Link to="/blog" className="btn btn-outline mk-btn-block">
                Visit Help Center
              </Link>
            </section>
          </div>

          <div className="card mk-contact-form-card">
            <h2 id="mk-contact-form-title" className="mk-card-title">
              Send us a Message
            </h2>
            <p className="muted mk-small">All fields are required unless marked optional.</p>
            <form className="mk-contact-form" onSubmit={handleSubmit} noValidate aria-labelledby="mk-contact-form-title">
              <div className="mk-field-row">
                <Field label="Full name" error={errors.name}>
                  {(control) => (
                    <Input
                      {...control}
                      name="name"
                      aria-required="true"
                      autoComplete="name"
                      value={form.name}
                      onChange={(e) => update('name', e.target.value)}
                    />
                  )}
                </Field>
                <Field label="E-mail address" error={errors.email}>
                  {(control) => (
                    <Input
                      {...control}
                      type="email"
                      name="email"
                      aria-required="true"
                      autoComplete="email"
                      value={form.email}
                      onChange={(e) => update('email', e.target.value)}
                    />
                  )}
                </Field>
              </div>
              <div className="mk-field-row">
                <Field label="Phone number (optional)" error={errors.phone}>
                  {(control) => (
                    <Input
                      {...control}
                      type="tel"
                      name="phone"
                      autoComplete="tel"
                      value={form.phone}
                      onChange={(e) => update('phone', e.target.value)}
                    />
                  )}
                </Field>
                <Field label="Category" error={errors.category}>
                  {(control) => (
                    <Select
                      {...control}
                      name="category"
                      aria-required="true"
                      options={CONTACT_CATEGORIES}
                      placeholder="Select a category"
                      value={form.category}
                      onChange={(e) => update('category', e.target.value)}
                    />
                  )}
                </Field>
              </div>
              <Field label="Subject" error={errors.subject}>
                {(control) => (
                  <Input
                    {...control}
                    name="subject"
                    aria-required="true"
                    value={form.subject}
                    onChange={(e) => update('subject', e.target.value)}
                  />
                )}
              </Field>
              <Field label="Message" error={errors.message}>
                {(control) => (
                  <textarea
                    {...control}
                    name="message"
                    aria-required="true"
                    className="input mk-textarea"
                    rows={6}
                    value={form.message}
                    onChange={(e) => update('message', e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" variant="primary" className="mk-btn-block" disabled={submitting}>
                <Send size={18} aria-hidden />
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          </div>
        </div>
      </section>
    </main>
  );
}
