// The public marketing site (spec §2): named exports the shell's router renders.
export { HomePage } from './HomePage';
export { AboutPage } from './AboutPage';
export { PricingPage } from './PricingPage';
export { ContactPage } from './ContactPage';
export { BlogIndexPage } from './BlogIndexPage';
export { BlogArticlePage } from './BlogArticlePage';
export { ExpertQaPage } from './ExpertQaPage';
export { BLOG_POSTS } from './blogPosts';
