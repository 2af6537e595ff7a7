const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The `src` of each <img> in a field (Anki names its media files there). */
export function imageSourcesOf(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''),
  );
}

/**
 * An Anki field's HTML as our plain text: line breaks and block ends become new lines, bold and
 * italic become **…** and *…* (our light formatting), other tags (images, sound, styling) go, and
 * entities are decoded.
 */
export function plainTextOf(html: string): string {
  const text = html
    .replace(/\[sound:[^\]]*\]/gi, '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(div|p|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*(b|strong)\s*>([\s\S]*?)<\/\s*\1\s*>/gi, '**$2**')
    .replace(/<\s*(i|em)\s*>([\s\S]*?)<\/\s*\1\s*>/gi, '*$2*')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Our plain text as an Anki field: escaped, **bold** and *italic* as tags, new lines as <br>. */
export function htmlOf(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*\n]+)\*\*/g, '<b>$1</b>')
    .replace(/\*([^*\n]+)\*/g, '<i>$1</i>')
    .replace(/\r?\n/g, '<br>');
}
