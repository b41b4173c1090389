import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import clsx from 'clsx';
import { NotFoundPage } from '../NotFound';
import { BlogArt } from './BlogArt';
import { blogNeighbours, findBlogPost, type BlogBlock, type BlogPost } from './blogPosts';
import { BlogMeta } from './BlogMeta';
import { CtaAside } from './CtaPanel';
import './marketing.css';
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

/** A link to the previous or next article; at either end of the list, back to the blog. */
function NeighbourLink({ post, rel }: { post: BlogPost | undefined; rel: 'prev' | 'next' }) {
  const className = clsx('mk-article-nav-link', rel === 'next' && 'mk-article-nav-next');
  if (!post) {
    return (
      <Link to="/blog" className={className}>
        <span className="mk-article-nav-dir">
          <ArrowLeft size={16} aria-hidden /> Back to Blog
        </span>
        <span className="mk-article-nav-title">All articles</span>
      </Link>
    );
  }
  return (
    <Link to={`/blog/${post.id}`} className={className} rel={rel}>
      <span className="mk-article-nav-dir">
        {rel === 'prev' ? (
          <>
            <ArrowLeft size={16} aria-hidden /> Previous
          </>
        ) : (
          <>
            Next <ArrowRight size={16} aria-hidden />
          </>
        )}
      </span>
      <span className="mk-article-nav-title">{post.title}</span>
    </Link>
  );
}

export function BlogArticlePage() {
  const { id } = useParams();
  const post = findBlogPost(id);
  // Unknown ids get the shared 404 card (docs/product/public-site-accounts-dashboard.md#2-screens-and-routes).
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
            <BlogMeta post={post} withCategory />
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

          <CtaAside
            className="mk-article-cta"
            titleId="mk-article-cta-title"
            title="Ready to write your contract?"
            text="Describe the job and HomePact drafts a state-specific contract you can send for e-signature."
          >
            <Link to="/scope-editor" className="btn mk-btn-on-dark">
              Start Your Contract <ArrowRight size={18} aria-hidden />
            </Link>
          </CtaAside>

          <nav className="mk-article-nav" aria-label="More articles">
            <NeighbourLink post={previous} rel="prev" />
            <NeighbourLink post={next} rel="next" />
          </nav>
        </div>
      </article>
    </main>
  );
}
