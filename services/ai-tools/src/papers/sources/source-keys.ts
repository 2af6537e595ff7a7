import { SOURCE_ID_PATTERN, type CslName, type ManualSourceInput } from '@studyhub/contracts';
import { publicationYear } from '../../citations';

const MAX_STEM = 24;

/** ASCII letters and digits of a name: "Ó Súilleabháin" -> "osuilleabhain". */
function asciiStem(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, MAX_STEM);
}

function firstAuthorStem(authors: readonly CslName[] | undefined): string {
  const first = authors?.[0];
  if (!first) return '';
  return asciiStem('family' in first && first.family ? first.family : 'literal' in first ? first.literal : '');
}

/**
 * A short readable key for a new source, author and year first ("smith2020"), then the title's
 * first word, then "source"; "-2", "-3" when the paper already has it. The model cites by this key,
 * and so does the student reading a draft.
 */
export function sourceKeyFor(item: ManualSourceInput, taken: ReadonlySet<string>): string {
  const year = publicationYear({ id: 'x', ...item });
  const titleWord = asciiStem(item.title.split(/\s+/).find((word) => word.length > 3) ?? item.title);
  const stem = firstAuthorStem(item.author) || titleWord || 'source';
  const base = `${stem}${year ?? 'nd'}`;
  for (let suffix = 1; ; suffix += 1) {
    const key = suffix === 1 ? base : `${base}-${suffix}`;
    if (!taken.has(key) && SOURCE_ID_PATTERN.test(key)) return key;
  }
}
