import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailDeliveryError, type OutgoingMail } from './outgoing-mail';

/** The only file that imports nodemailer: composing RFC 822 messages and talking SMTP. */

function messageOptions(mail: OutgoingMail): Mail.Options {
  return {
    from: mail.from,
    replyTo: mail.replyTo,
    to: { name: mail.to.name, address: mail.to.address },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domainOf(mail.from)}>`,
    // Base64 bodies: quoted-printable would fold long lines and cut a link in the raw message.
    textEncoding: 'base64',
    headers: {
      'Auto-Submitted': 'auto-generated',
      ...(mail.listUnsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.listUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {}),
    },
  };
}

/** The whole message (headers, text and HTML alternatives) as bytes, ready to be stored as .eml. */
export async function composeMessage(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer(messageOptions(mail)).compile().build();
}

export interface SmtpClient {
  send(mail: OutgoingMail): Promise<{ messageId: string; response: string }>;
  close(): void;
}

/**
 * An SMTP client for `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`.
 * Timeouts bound each attempt, since the dispatcher holds the message's row lock while sending.
 */
export function createSmtpClient(url: string): SmtpClient {
  const transporter = nodemailer.createTransport(
    new SMTPTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    send: async (mail) => {
      try {
        const info = await transporter.sendMail(messageOptions(mail));
        return { messageId: info.messageId, response: info.response };
      } catch (error) {
        throw new MailDeliveryError(describeSmtpError(error), isPermanentSmtpFailure(error), { cause: error });
      }
    },
    close: () => transporter.close(),
  };
}

function domainOf(mailbox: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailbox)?.[1] ?? 'localhost';
}

/** 550-554: the mailbox does not exist, is full or refuses this message; another try will not help. */
function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 550 && code <= 554;
}

function describeSmtpError(error: unknown): string {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const parts = [code, responseCode ? String(responseCode) : undefined, response ?? message].filter(Boolean);
  return parts.join(' ').slice(0, 500) || 'SMTP delivery failed';
}
