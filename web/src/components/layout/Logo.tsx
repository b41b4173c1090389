import './logo.css';

export function Logo() {
  return (
    <>
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span className="logo-text">HomePact</span>
    </>
  );
}
