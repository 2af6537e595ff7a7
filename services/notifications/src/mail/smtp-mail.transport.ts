import { createSmtpClient, type SmtpClient } from './nodemailer.adapter';
import type { MailTransport, OutgoingMail } from './outgoing-mail';

/** Delivers through the SMTP server of SMTP_URL. */
export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly client: SmtpClient;

  constructor(url: string) {
    this.client = createSmtpClient(url);
  }

  async send(mail: OutgoingMail): Promise<{ location: string }> {
    const { messageId, response } = await this.client.send(mail);
    return { location: `${messageId} ${response}`.trim() };
  }

  async close(): Promise<void> {
    this.client.close();
  }
}
