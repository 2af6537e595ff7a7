import type { TaxonomyUsage } from '@studyhub/contracts';

/** What an admin may delete from the taxonomy, as the refusal names it. */
export type TaxonomyKind = 'university' | 'subject' | 'course' | 'textbook';

const NOUNS: Record<keyof TaxonomyUsage, readonly [string, string]> = {
  documents: ['document', 'documents'],
  courses: ['course', 'courses'],
  textbooks: ['textbook', 'textbooks'],
  homework_questions: ['homework question', 'homework questions'],
};

const ORDER: readonly (keyof TaxonomyUsage)[] = ['documents', 'courses', 'textbooks', 'homework_questions'];

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** True when nothing names the row any more. */
export function isUnused(usage: TaxonomyUsage): boolean {
  return ORDER.every((key) => (usage[key] ?? 0) === 0);
}

/**
 * The refusal of a deletion, naming everything that still uses the row:
 * "This university has 12 documents and 3 courses; move or delete them first."
 */
export function inUseMessage(kind: TaxonomyKind, usage: TaxonomyUsage): string {
  const parts = ORDER.flatMap((key) => {
    const count = usage[key] ?? 0;
    if (count === 0) return [];
    const [one, many] = NOUNS[key];
    return [`${count.toLocaleString('en-US')} ${count === 1 ? one : many}`];
  });
  const them = parts.length === 1 && parts[0]?.startsWith('1 ') ? 'it' : 'them';
  return `This ${kind} has ${listed(parts)}; move or delete ${them} first.`;
}
