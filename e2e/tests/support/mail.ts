import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the e-mails the notifications service writes as .eml files when no SMTP server is set
 * (the e2e stack's DATA_DIR is `.data/e2e`). E2E_MAIL_DIR points elsewhere for another stack.
 */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.resolve(__dirname, '..', '..', '..', '.data', 'e2e', 'mail');

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Splits a message or part into unfolded, lower-cased headers and the raw body. */
function splitPart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const headerText = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of headerText.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameterOf(headerValue: string | undefined, name: string): string | null {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(headerValue ?? '');
  return match?.[1] ?? null;
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** Every leaf part of a MIME message, depth first. */
function leafParts(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = parameterOf(type, 'boundary');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, ''))));
}

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function parseEml(raw: string, file = ''): ReceivedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const textPart = parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'));
  const htmlPart = parts.find((part) => (part.headers.get('content-type') ?? '').startsWith('text/html'));
  return {
    file,
    to: message.headers.get('to') ?? '',
    subject: message.headers.get('subject') ?? '',
    text: textPart ? decodeBody(textPart) : '',
    html: htmlPart ? decodeBody(htmlPart) : '',
  };
}

/**
 * Waits for the newest .eml addressed to `recipient` (newest first, so a resent message wins)
 * whose subject matches, and returns it decoded.
 */
export async function waitForMail(
  recipient: string,
  options: { subject?: RegExp; timeoutMs?: number; newerThan?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const address = recipient.toLowerCase();
  for (;;) {
    const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
    const files = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => {
          const file = path.join(MAIL_DIR, name);
          return { file, modified: (await stat(file)).mtimeMs };
        }),
    );
    files.sort((a, b) => b.modified - a.modified);
    for (const { file, modified } of files) {
      if (options.newerThan && modified < options.newerThan) continue;
      const mail = parseEml(await readFile(file, 'utf8'), file);
      if (!mail.to.toLowerCase().includes(address)) continue;
      if (options.subject && !options.subject.test(mail.subject)) continue;
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${recipient} in ${MAIL_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The site-relative link (path and query) in a mail's text that starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const urls = `${mail.text}\n${mail.html.replace(/&amp;/g, '&')}`.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  for (const candidate of urls) {
    const url = new URL(candidate);
    if (url.pathname === pathPrefix || url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathPrefix} link in the e-mail "${mail.subject}" to ${mail.to}`);
}
