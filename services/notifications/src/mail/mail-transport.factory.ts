import { FileMailTransport } from './file-mail.transport';
import type { MailSettings } from './mail-settings';
import type { MailTransport } from './outgoing-mail';
import { SmtpMailTransport } from './smtp-mail.transport';

/** SMTP when SMTP_URL is set; otherwise .eml files under <DATA_DIR>/mail/ (ARCHITECTURE.md section 6). */
export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? new SmtpMailTransport(settings.smtpUrl) : new FileMailTransport(settings.fileDirectory);
}
