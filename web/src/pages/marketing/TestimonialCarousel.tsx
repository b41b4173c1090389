import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import clsx from 'clsx';
import { MAX_STARS, TESTIMONIAL_INTERVAL_MS, filledStars, ratingLabel, type Testimonial } from './testimonials';
import { featuredTestimonialsQuery } from '../../api/testimonials';
import { SectionHead } from './SectionHead';
import './marketing.css';
import './TestimonialCarousel.css';

/** Keyboard focus pauses rotation (WCAG 2.2.2); a mouse click on a control does not. */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function Stars({ rating }: { rating: Testimonial['rating'] }) {
  const filled = filledStars(rating);
  return (
    <div className="mk-stars">
      <span className="mk-stars-icons" aria-hidden>
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <Star key={i} size={18} className={clsx(i < filled ? 'mk-star-on' : 'mk-star-off')} data-filled={i < filled} />
        ))}
      </span>
      <span className="mk-stars-label">
        <span className="visually-hidden">Rated </span>
        {ratingLabel(rating)}
      </span>
    </div>
  );
}

/**
 * Featured testimonials (docs/product/public-site-accounts-dashboard.md#4-states-and-transitions): advances every 5 s and wraps, pauses while
 * the pointer is over it (and, for keyboard users, while focus is inside or the
 * pause button is on), prev/next wrap, dots jump. Renders nothing without
 * featured testimonials.
 */
export function TestimonialCarousel() {
  const { data: testimonials = [] } = useQuery({
    ...featuredTestimonialsQuery(),
  });
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const count = testimonials.length;
  const rotating = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const active = testimonials[current];
  if (!active) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section className="mk-section mk-section-alt" aria-labelledby="mk-testimonials-title">
      <div className="container">
        <SectionHead
          className="mk-section-head-center"
          titleId="mk-testimonials-title"
          title="What our customers say"
          lead="Homeowners, contractors and property managers who put it in writing with HomePact."
        />

        <div
          className="mk-carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label="Customer testimonials"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={(e) => setFocused(isKeyboardFocus(e.target))}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
          }}
          data-testid="testimonial-carousel"
        >
          <div aria-live={rotating ? 'off' : 'polite'}>
            <div key={active.id} role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${count}`}>
              <figure className="card mk-testimonial">
                <Quote className="mk-testimonial-quote" size={32} aria-hidden />
                <Stars rating={active.rating} />
                <blockquote className="mk-testimonial-text">
                  <p>{active.content}</p>
                </blockquote>
                <figcaption className="mk-testimonial-author">
                  <span className="mk-testimonial-name">{active.name}</span>
                  <span className="muted">
                    {active.title}
                    {active.company ? `, ${active.company}` : ''}
                  </span>
                </figcaption>
              </figure>
            </div>
          </div>

          {count > 1 && (
            <div className="mk-carousel-controls">
              <button type="button" className="btn btn-ghost mk-icon-btn" onClick={() => go(current - 1)} aria-label="Previous testimonial">
                <ChevronLeft size={20} aria-hidden />
              </button>
              <div className="mk-carousel-dots">
                {testimonials.map((t, i) => (
                  <button
                    key={t.id}
                    type="button"
                    className={clsx('mk-dot', i === current && 'mk-dot-active')}
                    onClick={() => go(i)}
                    aria-label={`Show testimonial ${i + 1} of ${count}`}
                    aria-current={i === current ? 'true' : undefined}
                  />
                ))}
              </div>
              <button type="button" className="btn btn-ghost mk-icon-btn" onClick={() => go(current + 1)} aria-label="Next testimonial">
                <ChevronRight size={20} aria-hidden />
              </button>
              <button
                type="button"
                className="btn btn-ghost mk-icon-btn"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? 'Resume automatic rotation' : 'Pause automatic rotation'}
              >
                {stopped ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
