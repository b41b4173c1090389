import { useEffect, useRef, useState } from 'react';
import './marketing.css';
import './SampleContractPreview.css';

/** Fraction of the preview that must be on screen before it is drawn (docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits). */
export const PREVIEW_VISIBILITY_THRESHOLD = 0.1;

/** True once the element has been at least `threshold` visible; stays true afterwards. */
function useSeenOnce<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, some test DOMs) show the content at once. Not when
  // prerendering (no window): the browser hydrating that markup starts from the placeholder too.
  const [seen, setSeen] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen, threshold]);

  return [ref, seen] as const;
}

/** A static, illustrative contract (docs/product/public-site-accounts-dashboard.md#home-). Values are examples, not output. */
export function SampleContractPreview() {
  const [ref, seen] = useSeenOnce<HTMLDivElement>(PREVIEW_VISIBILITY_THRESHOLD);

  return (
    <div ref={ref} className="mk-sample-frame">
      {seen ? (
        <article className="mk-sample" aria-labelledby="mk-sample-title">
          <div className="mk-sample-top">
            <span className="badge mk-badge-warning">Sample - Not Final</span>
            <span className="mk-sample-meta">Ohio · Agreement No. HP-2025-0142</span>
          </div>
          <h3 id="mk-sample-title" className="mk-sample-title">
            Home Service Agreement
          </h3>

          <div className="mk-sample-block">
            <h4>1. Parties</h4>
            <dl className="mk-sample-parties">
              <div>
                <dt>Homeowner</dt>
                <dd>
                  Jordan Ellis
                  <br />
                  418 Maple Avenue, Columbus, OH 43215
                </dd>
              </div>
              <div>
                <dt>Contractor</dt>
                <dd>
                  Brightline Plumbing LLC
                  <br />
                  License No. PL-48213 · (555) 010-7788
                </dd>
              </div>
            </dl>
          </div>

          <div className="mk-sample-block">
            <h4>2. Scope of Work</h4>
            <ul>
              <li>Remove and dispose of the existing 40-gallon gas water heater.</li>
              <li>Install a new 50-gallon high-efficiency gas water heater with expansion tank.</li>
              <li>Replace the gas shut-off valve and flexible connector; pressure-test all joints.</li>
              <li>Obtain the plumbing permit and schedule the municipal inspection.</li>
            </ul>
          </div>

          <div className="mk-sample-block">
            <h4>3. Timeline</h4>
            <p>
              Work begins <strong>March 3, 2025</strong> and is substantially complete by <strong>March 5, 2025</strong>, weather and permit
              approval permitting.
            </p>
          </div>

          <div className="mk-sample-block">
            <h4>4. Payment</h4>
            <dl className="mk-sample-payment">
              <div>
                <dt>Total contract price</dt>
                <dd>$2,450.00</dd>
              </div>
              <div>
                <dt>Deposit due at signing</dt>
                <dd>$245.00</dd>
              </div>
              <div>
                <dt>Balance due on completion</dt>
                <dd>$2,205.00</dd>
              </div>
            </dl>
          </div>

          <div className="mk-sample-block">
            <h4>5. Terms</h4>
            <ul>
              <li>The balance is due within 30 days of completion.</li>
              <li>Late payments accrue a 1.5% monthly late fee.</li>
              <li>Labor is warranted for one year; equipment carries the manufacturer&apos;s warranty.</li>
              <li>Changes to the scope require a written change order signed by both parties.</li>
            </ul>
          </div>

          <div className="mk-sample-signatures">
            <div>
              <span className="mk-sample-line" aria-hidden />
              <span>Homeowner signature &amp; date</span>
            </div>
            <div>
              <span className="mk-sample-line" aria-hidden />
              <span>Contractor signature &amp; date</span>
            </div>
          </div>
        </article>
      ) : (
        <div className="mk-sample-placeholder" role="status">
          <span className="visually-hidden">Loading sample contract</span>
          <span className="mk-skeleton mk-skeleton-title" aria-hidden />
          <span className="mk-skeleton" aria-hidden />
          <span className="mk-skeleton" aria-hidden />
          <span className="mk-skeleton mk-skeleton-short" aria-hidden />
        </div>
      )}
    </div>
  );
}
