import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { BlogArt } from './BlogArt';
import { BLOG_POSTS } from './blogPosts';
import { BlogMeta } from './BlogMeta';
import { CtaSection } from './CtaPanel';
import { PageHero } from './PageHero';
import './marketing.css';
import './BlogIndexPage.css';

export function BlogIndexPage() {
  return (
    <main className="mk-page">
      <PageHero
        titleId="mk-blog-title"
        eyebrow="HomePact Blog"
        title="Guides for better home-service contracts"
        lead="Practical advice on leases, contractor agreements, e-signatures and state rules, written for homeowners, contractors and property managers."
      />

      <section className="mk-section mk-section-flush" aria-labelledby="mk-blog-list-title">
        <div className="container">
          <h2 id="mk-blog-list-title" className="visually-hidden">
            Latest articles
          </h2>
          <ul className="mk-blog-grid" role="list">
            {BLOG_POSTS.map((post) => (
              <li key={post.id} className="card mk-blog-card">
                <BlogArt variant={post.image.variant} alt={post.image.alt} className="mk-blog-card-art" />
                <div className="mk-blog-card-body">
                  <span className="badge mk-badge-category">{post.category}</span>
                  <h3>
                    <Link to={`/blog/${post.id}`} className="mk-blog-card-link">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="muted">{post.description}</p>
                  <BlogMeta post={post} />
                  <span className="mk-blog-card-more" aria-hidden>
                    Read article <ArrowRight size={16} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaSection
        tight
        titleId="mk-blog-cta-title"
        title="Put the advice into practice"
        text="Create a state-specific contract for your next job in about five minutes."
      >
        <div className="mk-cta-actions">
          <Link to="/scope-editor" className="btn mk-btn-on-dark">
            Create Your Contract <ArrowRight size={18} aria-hidden />
          </Link>
        </div>
      </CtaSection>
    </main>
  );
}
