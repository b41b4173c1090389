import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, Calendar, Clock, Tag } from 'lucide-react';
import { NotFoundPage } from '../NotFound';
import { BlogArt } from './BlogArt';
import { blogNeighbours, findBlogPost, formatBlogDate, type BlogBlock } from './blogPosts';
import './marketing.css';
import './CtaPanel.css';
import './BlogMeta.css';
import './BlogArticlePage.css';

function Block({ block }: { block: BlogBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function BlogArticlePage() {
  const { id } = useParams();
  const post = findBlogPost(id);
  // Unknown ids get the shared 404 card (spec §2).
  if (!post) return <NotFoundPage />;
  const { previous, next } = blogNeighbours(post.id);

  return (
    <main className="mk-page">
      <article className="mk-article" aria-labelledby="mk-article-title">
        <div className="container mk-article-container">
          <Link to="/blog" className="mk-back-link">
            <ArrowLeft size={16} aria-hidden /> Back to Blog
          </Link>

          <header className="mk-article-header">
            <p className="mk-blog-meta">
              <span>
                <Calendar size={16} aria-hidden />
                <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
              </span>
              <span>
                <Clock size={16} aria-hidden />
                {post.readTime} min read
              </span>
              <span>
                <Tag size={16} aria-hidden />
                <span className="visually-hidden">Category: </span>
                {post.category}
              </span>
            </p>
            <h1 id="mk-article-title">{post.title}</h1>
            <p className="mk-lead">{post.description}</p>
          </header>

          <BlogArt variant={post.image.variant} alt={post.image.alt} className="mk-article-art" />

          <div className="mk-prose">
            <p className="mk-article-intro">{post.intro}</p>
            {post.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.body.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </section>
            ))}
            <p className="mk-disclaimer">
              This article is general information, not legal advice. Laws change and vary by state and city; for advice about your
              situation, consult a licensed attorney where the property is located.
            </p>
          </div>

          <aside className="mk-cta mk-article-cta" aria-labelledby="mk-article-cta-title">
            <h2 id="mk-article-cta-title">Ready to write your contract?</h2>
            <p>Describe the job and HomePact drafts a state-specific contract you can send for e-signature.</p>
            <Link to="/scope-editor" className="btn mk-btn-on-dark">
              Start Your Contract <ArrowRight size={18} aria-hidden />
            </Link>
          </aside>

          <nav className="mk-article-nav" aria-label="More articles">
            {previous ? (
              <Link to={`/blog/${previous.id}`} className="mk-article-nav-link" rel="prev">
                <span className="mk-article-nav-dir">
                  <ArrowLeft size={16} aria-hidden /> Previous
                </span>
                <span className="mk-article-nav-title">{previous.title}</span>
              </Link>
            ) : (
              <Link to="/blog" className="mk-article-nav-link">
                <span className="mk-article-nav-dir">
                  <ArrowLeft size={16} aria-hidden /> Back to Blog
                </span>
                <span className="mk-article-nav-title">All articles</span>
              </Link>
            )}
            {next ? (
              <Link to={`/blog/${next.id}`} className="mk-article-nav-link mk-article-nav-next" rel="next">
                <span className="mk-article-nav-dir">
                  Next <ArrowRight size={16} aria-hidden />
                </span>
                <span className="mk-article-nav-title">{next.title}</span>
              </Link>
            ) : (
              <Link to="/blog" className="mk-article-nav-link mk-article-nav-next">
                <span className="mk-article-nav-dir">
                  <ArrowLeft size={16} aria-hidden /> Back to Blog
                </span>
                <span className="mk-article-nav-title">All articles</span>
              </Link>
            )}
          </nav>
        </div>
      </article>
    </main>
  );
}
