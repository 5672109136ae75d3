// Outgoing e-mail through SMTP (nodemailer). Without SMTP_URL the mailer is "offline": it sends
// nothing and says so, and callers decide what that means (signup shows a demo code, alerts record
// a skipped delivery). It never pretends a message went out.
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type SendOutcome = { status: 'sent'; id: string } | { status: 'skipped'; reason: 'offline' };

export interface Mailer {
  readonly mode: 'smtp' | 'offline';
  send(message: MailMessage): Promise<SendOutcome>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Pick 3 Analyzer <no-reply@localhost>';

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string | undefined;
}): Mailer {
  if (options.smtpUrl === undefined) {
    return {
      mode: 'offline',
      send: async () => ({ status: 'skipped', reason: 'offline' }),
      close: () => {},
    };
  }
  // The URL carries host, port, credentials and TLS (smtps://); `?pool=true` in it pools connections.
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    mode: 'smtp',
    async send(message) {
      const info = (await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      })) as {
        messageId: string;
      };
      return { status: 'sent', id: info.messageId };
    },
    close: () => transport.close(),
  };
}
