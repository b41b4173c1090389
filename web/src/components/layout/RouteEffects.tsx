import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { claimPersonalDrafts } from '../../lib/personalDrafts';
import { POST_LOGIN_REDIRECT_DELAY_MS, REDIRECT_KEY, pendingRedirect } from '../../lib/redirect';

export function ScrollToTop() {
  const { pathname } = useLocation();
  // Block body on purpose: newer browsers return a Promise from scrollTo, and
  // an effect must return nothing but a clean-up function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Follows a redirect stored before sign-in once the user is signed in (docs/product/wizard-signing-preview-login-admin.md#4-states-and-transitions). */
export function PostLoginRedirect() {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isAuthenticated) return;
    const target = pendingRedirect(localStorage.getItem(REDIRECT_KEY), pathname);
    if (!target) return;
    // Cleared only when followed, so a re-run of this effect cannot lose it.
    const timer = setTimeout(() => {
      localStorage.removeItem(REDIRECT_KEY);
      navigate(target);
    }, POST_LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, pathname, navigate]);

  return null;
}

/**
 * Once someone is signed in, the wizard draft stored in this browser is theirs or gone: another user's
 * (left behind without Log out) is dropped before any page can show it (docs/decisions/0005-drafts-belong-to-one-person.md).
 */
export function DraftOwner() {
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId) claimPersonalDrafts(userId);
  }, [userId]);
  return null;
}
