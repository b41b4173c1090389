import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the contact form's sender, for the support address). */
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}
export interface SendResult {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** The e-mail port: SMTP through nodemailer, to a real relay or to the embedded server. */
export interface Mailer {
  readonly kind: 'smtp' | 'embedded';
  send(mail: OutgoingMail): Promise<SendResult>;
  verify(): Promise<boolean>;
  close(): Promise<void>;
}

export function smtpMailer(transport: Transporter, from: string, kind: Mailer['kind'], onClose?: () => Promise<void>): Mailer {
  return {
    kind,
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      const list = (v: unknown) =>
        Array.isArray(v) ? v.map((a) => (typeof a === 'string' ? a : String((a as { address?: string }).address ?? a))) : [];
      return { messageId: String(info.messageId ?? ''), accepted: list(info.accepted), rejected: list(info.rejected) };
    },
    async verify() {
      return transport.verify().then(
        () => true,
        () => false,
      );
    },
    async close() {
      transport.close();
      await onClose?.();
    },
  };
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent
 * socket by default; a relay that hangs would hold an invitation (whose
 * outcome documents awaits for about 8 s) that long. These bounds fail it as
 * a transient ETIMEDOUT instead. Query parameters in SMTP_URL still win
 * (e.g. `?connectionTimeout=30000`).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(url: string, from: string): Mailer {
  return smtpMailer(nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }), from, 'smtp');
}

/** 4xx replies and connection trouble are worth retrying; 5xx replies are not. */
export function isTransientMailError(e: unknown): boolean {
  const err = e as { responseCode?: number; code?: string };
  if (typeof err.responseCode === 'number') return err.responseCode >= 400 && err.responseCode < 500;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EDNS'].includes(err.code ?? '') || !err.code;
}
