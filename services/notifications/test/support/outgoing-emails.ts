import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { waitFor, type TestService } from '@studyhub/platform/testing';

export interface OutgoingEmailRow {
  id: string;
  event_id: string;
  template: string;
  user_id: string | null;
  recipient: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  html_body: string | null;
  text_body: string | null;
  sent_at: Date | null;
}

export async function emailsOfEvent(service: TestService, eventId: string): Promise<OutgoingEmailRow[]> {
  return service.kernel.dataSource.query<OutgoingEmailRow[]>('SELECT * FROM outgoing_emails WHERE event_id = $1', [
    eventId,
  ]);
}

/** Waits until the event's single message reached `status` and answers its row. */
export async function waitForEmailOfEvent(
  service: TestService,
  eventId: string,
  status: OutgoingEmailRow['status'] = 'sent',
): Promise<OutgoingEmailRow> {
  return waitFor(`the e-mail of event ${eventId} to be ${status}`, async () => {
    const rows = await emailsOfEvent(service, eventId);
    return rows.length === 1 && rows[0]?.status === status ? rows[0] : undefined;
  });
}

/** The .eml files of a mail directory, oldest first (names start with the time). */
export async function emlFiles(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml')).sort();
}

export async function emlOf(directory: string, emailId: string): Promise<{ raw: string; parsed: ParsedMail }> {
  const names = (await emlFiles(directory)).filter((name) => name.endsWith(`-${emailId}.eml`));
  if (names.length !== 1) throw new Error(`expected one .eml for ${emailId}, found ${names.length}`);
  const raw = await readFile(path.join(directory, names[0] as string));
  return { raw: raw.toString('utf8'), parsed: await simpleParser(raw) };
}

/** The address list of a parsed header as plain addresses. */
export function addressesOf(field: ParsedMail['to'] | ParsedMail['from']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}
