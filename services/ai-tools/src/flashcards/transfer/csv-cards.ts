import Papa from 'papaparse';
import { FLASHCARD_TEXT_MAX_LENGTH } from '@studyhub/contracts';
import type { ReadCards, TransferCard } from './transfer-card';

const HEADER = ['front', 'back', 'tags'];

/** Tags are written space-separated in one column, as Anki does; a tag itself has no spaces. */
function tagsOf(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 20)
    .map((tag) => tag.slice(0, 40));
}

/**
 * Cards as RFC 4180 CSV (papaparse, the one file that imports it): a `front,back,tags` header, then
 * a row a card; fields with commas, quotes or line breaks are quoted, quotes doubled; CRLF lines.
 */
export function cardsToCsv(cards: readonly TransferCard[]): string {
  const rows = cards.map((card) => [card.front, card.back, card.tags.map((tag) => tag.replace(/\s+/g, '_')).join(' ')]);
  return `${Papa.unparse([HEADER, ...rows], { newline: '\r\n', quotes: false })}\r\n`;
}

/**
 * Cards from CSV: `front,back[,tags]` rows, a header row of those names skipped, a byte-order mark
 * and blank lines ignored; commas, semicolons or tabs as separators (spreadsheet exports vary). A row
 * without both a front and a back is skipped and counted. Null when the text is not CSV at all.
 */
export function cardsFromCsv(text: string): ReadCards | null {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const fatal = parsed.errors.some((error) => error.type === 'Quotes');
  if (fatal || parsed.data.length === 0) return null;
  const rows = parsed.data;
  const first = rows[0]!.map((cell) => cell.trim().toLowerCase());
  const hasHeader = first[0] === HEADER[0] && first[1] === HEADER[1];
  const cards: TransferCard[] = [];
  let skipped = 0;
  for (const row of hasHeader ? rows.slice(1) : rows) {
    const front = (row[0] ?? '').trim();
    const back = (row[1] ?? '').trim();
    if (!front || !back || front.length > FLASHCARD_TEXT_MAX_LENGTH || back.length > FLASHCARD_TEXT_MAX_LENGTH) {
      skipped += 1;
      continue;
    }
    cards.push({ front, back, tags: tagsOf(row[2]) });
  }
  return { cards, skipped };
}
