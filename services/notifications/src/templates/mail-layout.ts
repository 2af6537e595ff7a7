import { escapeHtml } from './escape-html';
import type { MailSite } from './mail-site';

/** The pieces a message is made of; the layout turns them into matching HTML and plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A button in HTML (with the link spelled out below it), the link on its own line in text. */
  | { kind: 'action'; label: string; url: string }
  /** Label and value pairs, e.g. the time and address of a sign-in. */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Smaller, secondary text. */
  | { kind: 'note'; text: string };

export interface MailDocument {
  subject: string;
  /** The preview most mail clients show beside the subject. */
  preheader: string;
  greeting: string;
  blocks: MailBlock[];
  /** Why the reader receives this message, shown in the footer. */
  reason: string;
  /** A one-click link that turns off the preference this message follows. */
  unsubscribe?: { url: string; preferenceLabel: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const BRAND = '#4f46e5';
const BRAND_DARK = '#4338ca';
const INK = '#1f2937';
const MUTED = '#6b7280';
const PAGE = '#f4f5fb';
const TEXT_WIDTH = 76;

/** `Hi Amara Okafor,`, or `Hi there,` when the account has no name yet. */
export function greetingFor(fullName: string): string {
  const name = fullName.replace(/\s+/g, ' ').trim().slice(0, 100);
  return name ? `Hi ${name},` : 'Hi there,';
}

/** Renders a message with the shared Studyhub layout; every piece of text is escaped. */
export function renderMail(document: MailDocument, site: MailSite): RenderedMail {
  if (document.unsubscribe && !/^https?:\/\//i.test(document.unsubscribe.url)) {
    throw new Error(`Refusing a non-web unsubscribe link: ${document.unsubscribe.url.slice(0, 40)}`);
  }
  for (const block of document.blocks) {
    if (block.kind === 'action' && !/^https?:\/\//i.test(block.url)) {
      throw new Error(`Refusing a non-web link in an e-mail: ${block.url.slice(0, 40)}`);
    }
  }
  return { subject: document.subject, html: renderHtml(document, site), text: renderText(document, site) };
}

function renderHtml(document: MailDocument, site: MailSite): string {
  const body = document.blocks.map(htmlBlock).join('\n');
  const support = escapeHtml(site.supportEmail);
  const home = escapeHtml(site.publicUrl);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(document.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(document.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 20px;font-family:${FONT};font-size:22px;line-height:28px;font-weight:700;color:${BRAND_DARK};">${escapeHtml(site.name)}</td></tr>
<tr><td style="background-color:#ffffff;border-radius:12px;padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">
<p style="margin:0 0 16px;">${escapeHtml(document.greeting)}</p>
${body}
<p style="margin:24px 0 0;">The ${escapeHtml(site.name)} team</p>
</td></tr>
<tr><td style="padding:20px 8px 0;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">
<p style="margin:0 0 8px;">${escapeHtml(document.reason)}</p>
${unsubscribeHtml(document)}<p style="margin:0 0 8px;">Questions? Write to <a href="mailto:${support}" style="color:${BRAND_DARK};">${support}</a>.</p>
<p style="margin:0;"><a href="${home}" style="color:${MUTED};">${escapeHtml(site.name)}</a> &middot; Study documents shared by students, and AI tools for your coursework.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function unsubscribeHtml(document: MailDocument): string {
  if (!document.unsubscribe) return '';
  const { url, preferenceLabel } = document.unsubscribe;
  return `<p style="margin:0 0 8px;">Don't want these emails? <a href="${escapeHtml(url)}" style="color:${BRAND_DARK};">Unsubscribe from ${escapeHtml(preferenceLabel.toLowerCase())}</a>.</p>
`;
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:${MUTED};">${escapeHtml(block.text)}</p>`;
    case 'action': {
      const url = escapeHtml(block.url);
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>
<td style="border-radius:8px;background-color:${BRAND};"><a href="${url}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${BRAND_DARK};word-break:break-all;">${url}</a></p>`;
    }
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${MUTED};white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;word-break:break-word;">${escapeHtml(value)}</td></tr>`,
        )
        .join('\n');
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px;line-height:22px;">
${rows}
</table>`;
    }
  }
}

function renderText(document: MailDocument, site: MailSite): string {
  const sections = [document.greeting, ...document.blocks.map(textBlock), `The ${site.name} team`];
  const footer = [
    '-- ',
    ...wrap(document.reason),
    ...(document.unsubscribe
      ? [`Unsubscribe from ${document.unsubscribe.preferenceLabel.toLowerCase()}:`, document.unsubscribe.url]
      : []),
    `Questions? Write to ${site.supportEmail}.`,
    `${site.name} - ${site.publicUrl}`,
  ].join('\n');
  return `${sections.join('\n\n')}\n\n${footer}\n`;
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return wrap(block.text).join('\n');
    case 'action':
      // The link stays whole on its own line, whatever its length, so it can be copied or clicked.
      return `${block.label}:\n${block.url}`;
    case 'facts': {
      const width = Math.max(...block.rows.map(([label]) => label.length)) + 1;
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join('\n');
    }
  }
}

/** Breaks text into lines of at most TEXT_WIDTH characters at spaces; a longer word keeps its own line. */
export function wrap(text: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
