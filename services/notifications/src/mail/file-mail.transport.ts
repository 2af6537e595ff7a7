import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeMessage } from './nodemailer.adapter';
import type { MailTransport, OutgoingMail } from './outgoing-mail';

/**
 * The default when no SMTP server is configured: each message becomes `<dir>/<time>-<id>.eml`, a
 * complete RFC 822 file any mail client opens. Written to a hidden temporary name and renamed, so a
 * reader never sees half a message.
 */
export class FileMailTransport implements MailTransport {
  readonly kind = 'file';

  constructor(private readonly directory: string) {}

  async send(mail: OutgoingMail): Promise<{ location: string }> {
    const message = await composeMessage(mail);
    await mkdir(this.directory, { recursive: true });
    const name = `${fileTimestamp(new Date())}-${mail.id}.eml`;
    const target = path.join(this.directory, name);
    const temporary = path.join(this.directory, `.${name}.${process.pid}.tmp`);
    try {
      await writeFile(temporary, message, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { location: target };
  }

  async close(): Promise<void> {}
}

/** ISO 8601 in UTC without colons (`2025-11-22T10-31-05.123Z`): sorts by time and is a valid name everywhere. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/:/g, '-');
}
