import type { CslName, SourceItem } from '@studyhub/contracts';
import { publicationYear } from './library-rules';

function nameOf(name: CslName): string {
  return 'literal' in name ? name.literal : name.family;
}

function creatorsOf(item: SourceItem): string {
  const names = item.author ?? item.editor ?? [];
  const [first, second] = names;
  if (!first) return 'No author';
  if (names.length === 1) return nameOf(first);
  if (names.length === 2 && second) return `${nameOf(first)} and ${nameOf(second)}`;
  return `${nameOf(first)} et al.`;
}

/**
 * The part of the writer's prompt that lists the library and says how to cite: only by marker, only
 * these ids, and no reference list. Titles and names are there so the model can choose what to cite;
 * they never come back into the paper from its answer.
 */
export function citationInstructions(library: readonly SourceItem[]): string {
  if (library.length === 0) {
    return 'This paper has no sources. Do not cite any work and do not write a reference list.';
  }
  const lines = library.map((item) => {
    const year = publicationYear(item);
    return `[@${item.id}] ${creatorsOf(item)} (${year ?? 'n.d.'}). ${item.title}`;
  });
  return [
    'Cite sources only from this list, only with their marker written exactly as shown, e.g. [@id] or',
    '[@id, p. 12] for a page, or [@id1; @id2] for several. Never cite any other work, never write an',
    'author and year yourself, and never write a reference list or bibliography: it is added for you.',
    'Sources:',
    ...lines,
  ].join('\n');
}
