import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { HomePage } from './pages/marketing/HomePage';
import { Layout } from './components/layout/Layout';
import { SigningLayout } from './pages/sign/SigningLayout';
import { DraftOwner, PostLoginRedirect, ScrollToTop } from './components/layout/RouteEffects';
import { RouteErrorBoundary } from './components/layout/RouteErrorBoundary';
import { Toaster } from './components/ui';
import { NotFoundPage } from './pages/NotFound';
import { PageLoading } from './pages/PageLoading';

// The home page is in the first load; the other marketing pages each load on demand.
const AboutPage = lazy(() => import('./pages/marketing/AboutPage').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() => import('./pages/marketing/PricingPage').then((m) => ({ default: m.PricingPage })));
const ContactPage = lazy(() => import('./pages/marketing/ContactPage').then((m) => ({ default: m.ContactPage })));
const BlogIndexPage = lazy(() => import('./pages/marketing/BlogIndexPage').then((m) => ({ default: m.BlogIndexPage })));
const BlogArticlePage = lazy(() => import('./pages/marketing/BlogArticlePage').then((m) => ({ default: m.BlogArticlePage })));
const ExpertQaPage = lazy(() => import('./pages/marketing/ExpertQaPage').then((m) => ({ default: m.ExpertQaPage })));
// The state law guide bundles the legal library's rules: never in the home page's first load.
const StatesIndexPage = lazy(() => import('./pages/states/StatesIndexPage').then((m) => ({ default: m.StatesIndexPage })));
const StatePage = lazy(() => import('./pages/states/StatePage').then((m) => ({ default: m.StatePage })));
// Signed-in and developer screens load on demand, keeping the public pages' first load small.
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
// The dev mailbox shows every code and signing link of the local stack: a page of the dev server only.
// In a production build import.meta.env.DEV is false, so the page and its route are not even built.
// The dev server's page, and a build made for the browser journeys (VITE_DEV_MAILBOX, set by web/e2e/harness.ts); never a release build.
const DevMailboxPage =
  import.meta.env.DEV || import.meta.env.VITE_DEV_MAILBOX === 'true'
    ? lazy(() => import('./pages/DevMailbox').then((m) => ({ default: m.DevMailboxPage })))
    : null;
const LoginPage = lazy(() => import('./pages/Login').then((m) => ({ default: m.LoginPage })));
const ProfilePage = lazy(() => import('./pages/Profile').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('./pages/Settings').then((m) => ({ default: m.SettingsPage })));
const VerifyPage = lazy(() => import('./pages/verify/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const ContractsPage = lazy(() => import('./pages/contracts/ContractsPage').then((m) => ({ default: m.ContractsPage })));
const ScopeEditorPage = lazy(() => import('./pages/scope/ScopeEditorPage').then((m) => ({ default: m.ScopeEditorPage })));
const ContractWizardPage = lazy(() => import('./pages/wizard/ContractWizardPage').then((m) => ({ default: m.ContractWizardPage })));
const SignPage = lazy(() => import('./pages/sign/SignPage').then((m) => ({ default: m.SignPage })));
const CancelPage = lazy(() => import('./pages/lifecycle/CancelPage').then((m) => ({ default: m.CancelPage })));
const TimelinePage = lazy(() => import('./pages/lifecycle/TimelinePage').then((m) => ({ default: m.TimelinePage })));
const PreviewPage = lazy(() => import('./pages/preview/PreviewPage').then((m) => ({ default: m.PreviewPage })));
const ProposeChangeOrderPage = lazy(() =>
  import('./pages/change-orders/ProposeChangeOrderPage').then((m) => ({ default: m.ProposeChangeOrderPage })),
);
const AdminPage = lazy(() => import('./pages/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const Admin2Page = lazy(() => import('./pages/admin/Admin2Page').then((m) => ({ default: m.Admin2Page })));
// The one tooltip provider (its delays are the product's: docs/decisions/0008-tooltips.md) wraps every route but the home page and the 404, and loads
// with the first of them: Radix's tooltip and positioning code would add 11 KiB gzipped to the home page's first load.
// The header and footer are outside it: a tooltip there would need the provider in the first load.
const TooltipProvider = lazy(() => import('./components/ui/Tooltip').then((m) => ({ default: m.TooltipProvider })));

export function App() {
  // The sign page has a layout of its own, without the marketing header and footer (docs/decisions/0013-the-sign-page.md).
  const { pathname } = useLocation();
  const Shell = pathname.startsWith('/sign/') ? SigningLayout : Layout;
  return (
    <>
      <ScrollToTop />
      <PostLoginRedirect />
      <DraftOwner />
      <Shell>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route
                element={
                  <TooltipProvider>
                    <Outlet />
                  </TooltipProvider>
                }
              >
                <Route path="/about" element={<AboutPage />} />
                <Route path="/pricing" element={<PricingPage />} />
                <Route path="/contact" element={<ContactPage />} />
                <Route path="/blog" element={<BlogIndexPage />} />
                <Route path="/blog/:id" element={<BlogArticlePage />} />
                <Route path="/expert-qa" element={<ExpertQaPage />} />
                <Route path="/states" element={<StatesIndexPage />} />
                <Route path="/states/:code" element={<StatePage />} />
                <Route path="/scope-editor" element={<ScopeEditorPage />} />
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="/profile" element={<ProfilePage />} />
                <Route path="/settings" element={<SettingsPage />} />
                <Route path="/privacy" element={<PrivacyPage />} />
                <Route path="/verify" element={<VerifyPage />} />
                <Route path="/contracts" element={<ContractsPage />} />
                <Route path="/login" element={<LoginPage />} />
                <Route path="/contract/:step?" element={<ContractWizardPage />} />
                <Route path="/sign/:contractId" element={<SignPage />} />
                <Route path="/contracts/:contractId/cancel" element={<CancelPage />} />
                <Route path="/contracts/:contractId/timeline" element={<TimelinePage />} />
                <Route path="/preview/:id" element={<PreviewPage />} />
                <Route path="/contracts/:id/change-orders/new" element={<ProposeChangeOrderPage />} />
                <Route path="/admin" element={<AdminPage />} />
                <Route path="/admin2" element={<Admin2Page />} />
                {DevMailboxPage && <Route path="/dev/mailbox" element={<DevMailboxPage />} />}
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </Shell>
      <Toaster />
    </>
  );
}
