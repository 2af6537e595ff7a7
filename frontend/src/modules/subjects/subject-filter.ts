import type { SubjectResponse } from '@studyhub/contracts';

/** Lowercase without accents, so 'economia' finds 'Economía'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The subjects whose name or acronym contains the text; all of them for a blank text. Descriptions
 * are left out on purpose: short texts such as 'cs' would match words inside them ('genetics').
 */
export function filterSubjects<T extends Pick<SubjectResponse, 'name' | 'acronym'>>(
  subjects: readonly T[],
  text: string,
): T[] {
  const needle = folded(text.trim());
  if (!needle) return [...subjects];
  return subjects.filter((subject) => folded(`${subject.name} ${subject.acronym}`).includes(needle));
}

/** '1 document', '12 documents'. */
export function documentCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'document' : 'documents'}`;
}
