import { Calendar, Clock, Tag } from 'lucide-react';
import { formatBlogDate, type BlogPost } from './blogPosts';
import './BlogMeta.css';

/** An article's date and reading time, and its category if asked. */
export function BlogMeta({ post, withCategory = false }: { post: BlogPost; withCategory?: boolean }) {
  return (
    <p className="mk-blog-meta">
      <span>
        <Calendar size={16} aria-hidden />
        <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
      </span>
      <span>
        <Clock size={16} aria-hidden />
        {post.readTime} min read
      </span>
      {withCategory && (
        <span>
          <Tag size={16} aria-hidden />
          <span className="visually-hidden">Category: </span>
          {post.category}
        </span>
      )}
    </p>
  );
}
