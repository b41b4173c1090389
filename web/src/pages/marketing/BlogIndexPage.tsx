import { Link } from 'react-router-dom';
import { ArrowRight, Calendar, Clock } from 'lucide-react';
import { BlogArt } from './BlogArt';
import { BLOG_POSTS, formatBlogDate } from './blogPosts';
import './marketing.css';
import './PageHero.css';
import './CtaPanel.css';
import './BlogMeta.css';
import './BlogIndexPage.css';

export function BlogIndexPage() {
  return (
    <main className="mk-page">
      <section className="mk-page-hero" aria-labelledby="mk-blog-title">
        <div className="container mk-narrow">
          <p className="mk-eyebrow">HomePact Blog</p>
          <h1 id="mk-blog-title">Guides for better home-service contracts</h1>
          <p className="mk-lead">
            Practical advice on leases, contractor agreements, e-signatures and state rules, written for homeowners, contractors and
            property managers.
          </p>
        </div>
      </section>

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
                  <p className="mk-blog-meta">
                    <span>
                      <Calendar size={16} aria-hidden />
                      <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
                    </span>
                    <span>
                      <Clock size={16} aria-hidden />
                      {post.readTime} min read
                    </span>
                  </p>
                  <span className="mk-blog-card-more" aria-hidden>
                    Read article <ArrowRight size={16} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section-tight" aria-labelledby="mk-blog-cta-title">
        <div className="container">
          <div className="mk-cta">
            <h2 id="mk-blog-cta-title">Put the advice into practice</h2>
            <p>Create a state-specific contract for your next job in about five minutes.</p>
            <div className="mk-cta-actions">
              <Link to="/scope-editor" className="btn mk-btn-on-dark">
                Create Your Contract <ArrowRight size={18} aria-hidden />
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
