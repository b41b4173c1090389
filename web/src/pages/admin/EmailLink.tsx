/** An e-mail address (a mailto link unless `plain`) that wraps before the @ rather than mid-word. */
export function EmailLink({ email, plain, className }: { email: string; plain?: boolean; className?: string }) {
  const at = email.lastIndexOf('@');
  const text =
    at > 0 ? (
      <>
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </>
    ) : (
      email
    );
  const classes = ['adm-email', className].filter(Boolean).join(' ');
  return plain ? (
    <span className={classes}>{text}</span>
  ) : (
    <a className={classes} href={`mailto:${email}`}>
      {text}
    </a>
  );
}
