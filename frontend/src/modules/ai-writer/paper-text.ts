import { countWords } from '@studyhub/contracts';

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div|tr)>|<br\s*\/?>|<hr\s*\/?>/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * A paper's stored HTML as plain text, one line per block, without a DOM (so the version list and
 * the diff read the same text on the server and in tests as in the browser).
 */
export function paperHtmlToText(html: string): string {
  const text = decodeEntities(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

export function paperHtmlWords(html: string): number {
  return countWords(paperHtmlToText(html));
}
