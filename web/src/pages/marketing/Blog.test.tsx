// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { BlogArticlePage } from './BlogArticlePage';
import { BlogIndexPage } from './BlogIndexPage';
import { BLOG_POSTS, blogNeighbours } from './blogPosts';
import { renderPage } from './testHelpers';

afterEach(cleanup);

const ORDER = ['lease-templates-2025', 'ai-contract-writing', 'diy-contract-mistakes', 'software-vs-templates', 'future-rental-agreements'];

const renderArticle = (id: string) => renderPage(<BlogArticlePage />, `/blog/${id}`, '/blog/:id');
const articleNav = () => within(screen.getByRole('navigation', { name: 'More articles' }));

describe('blog data', () => {
  it('has the five posts in reading order with the spec ranges', () => {
    expect(BLOG_POSTS.map((p) => p.id)).toEqual(ORDER);
    for (const post of BLOG_POSTS) {
      expect(post.date >= '2025-01-05' && post.date <= '2025-01-15').toBe(true);
      expect(post.readTime).toBeGreaterThanOrEqual(8);
      expect(post.readTime).toBeLessThanOrEqual(15);
      expect(['Templates', 'AI Technology', 'Legal Advice', 'Comparison', 'Future Trends']).toContain(post.category);
      expect(post.sections.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('chains previous/next in order', () => {
    expect(blogNeighbours(ORDER[0]!)).toEqual({ previous: undefined, next: BLOG_POSTS[1] });
    expect(blogNeighbours(ORDER[2]!)).toEqual({ previous: BLOG_POSTS[1], next: BLOG_POSTS[3] });
    expect(blogNeighbours(ORDER[4]!)).toEqual({ previous: BLOG_POSTS[3], next: undefined });
  });
});

describe('blog pages', () => {
  it('index links every post to /blog/{id} and has a call to action to /scope-editor', () => {
    renderPage(<BlogIndexPage />, '/blog');
    for (const post of BLOG_POSTS) {
      expect(screen.getByRole('link', { name: post.title }).getAttribute('href')).toBe(`/blog/${post.id}`);
    }
    expect(screen.getByRole('link', { name: /Create Your Contract/ }).getAttribute('href')).toBe('/scope-editor');
  });

  it('first article: Back and Next only', () => {
    renderArticle(ORDER[0]!);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(BLOG_POSTS[0]!.title);
    expect(articleNav().queryByRole('link', { name: /^Previous/ })).toBeNull();
    expect(articleNav().getByRole('link', { name: /^Next/ }).getAttribute('href')).toBe(`/blog/${ORDER[1]}`);
    expect(
      articleNav()
        .getByRole('link', { name: /Back to Blog/ })
        .getAttribute('href'),
    ).toBe('/blog');
  });

  it('middle article: Previous and Next', () => {
    renderArticle(ORDER[2]!);
    expect(
      articleNav()
        .getByRole('link', { name: /^Previous/ })
        .getAttribute('href'),
    ).toBe(`/blog/${ORDER[1]}`);
    expect(articleNav().getByRole('link', { name: /^Next/ }).getAttribute('href')).toBe(`/blog/${ORDER[3]}`);
    expect(articleNav().queryByRole('link', { name: /Back to Blog/ })).toBeNull();
  });

  it('last article: Previous and Back to Blog', () => {
    renderArticle(ORDER[4]!);
    expect(
      articleNav()
        .getByRole('link', { name: /^Previous/ })
        .getAttribute('href'),
    ).toBe(`/blog/${ORDER[3]}`);
    expect(articleNav().queryByRole('link', { name: /^Next/ })).toBeNull();
    expect(
      articleNav()
        .getByRole('link', { name: /Back to Blog/ })
        .getAttribute('href'),
    ).toBe('/blog');
  });

  it('every article has a header, hero art, Back to Blog and a call to action to /scope-editor', () => {
    for (const post of BLOG_POSTS) {
      renderArticle(post.id);
      expect(screen.getByText('January ' + Number(post.date.slice(8)) + ', 2025')).toBeInTheDocument();
      expect(screen.getByText(`${post.readTime} min read`)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: post.image.alt })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /Back to Blog/ })[0]!.getAttribute('href')).toBe('/blog');
      expect(screen.getByRole('link', { name: /Start Your Contract/ }).getAttribute('href')).toBe('/scope-editor');
      cleanup();
    }
  });

  it('renders the 404 card for an unknown id', () => {
    renderArticle('no-such-post');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at this address. The link may be mistyped, or the page may have moved.')).toBeInTheDocument();
  });
});
