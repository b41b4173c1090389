import { Link, useLocation } from 'react-router-dom';
import { Info } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { REDIRECT_KEY } from '../../lib/redirect';
import { buttonClass } from '../../components/ui';
import './account-notice.css';

/**
 * Before step 1, for a signed-out visitor: saving and sending a contract
 * needs an account, said now rather than after ten steps. Signing in from
 * here comes back to this step, and the answers stay in this browser's
 * storage meanwhile (the draft is saved on every change).
 */
export function AccountNotice() {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading || user) return null;
  return (
    <aside className="wz-account-notice" aria-label="You will need an account">
      <Info aria-hidden size={20} className="wz-account-notice-icon" />
      <div>
        <p className="wz-account-notice-title">You’ll need a free account to save and send this contract</p>
        <p className="wz-account-notice-text">
          Fill in the steps now if you like: your answers are kept in this browser, and signing in brings you back here with them. We e-mail
          you a one-time code, so there is no password to create.
        </p>
      </div>
      <Link
        to="/login"
        className={buttonClass('outline', 'sm', 'wz-account-notice-action')}
        onClick={() => localStorage.setItem(REDIRECT_KEY, `${pathname}${search}`)}
      >
        Sign In
      </Link>
    </aside>
  );
}
