import { diffWords } from 'diff';
import { countWords } from '@studyhub/contracts';

export type DiffSegmentKind = 'same' | 'added' | 'removed';

export interface DiffSegment {
  kind: DiffSegmentKind;
  text: string;
}

export interface WordDiff {
  segments: DiffSegment[];
  addedWords: number;
  removedWords: number;
}

/**
 * The word-level changes from `before` (a saved version) to `after` (the text in the editor), as
 * runs of unchanged, added and removed text in reading order. Neighbouring runs of one kind are
 * merged, so a reader (and a screen reader) meets one mark per change, not one per word.
 */
export function diffPaperWords(before: string, after: string): WordDiff {
  const segments: DiffSegment[] = [];
  let addedWords = 0;
  let removedWords = 0;
  for (const change of diffWords(before, after)) {
    const kind: DiffSegmentKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    if (kind === 'added') addedWords += countWords(change.value);
    if (kind === 'removed') removedWords += countWords(change.value);
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += change.value;
    else segments.push({ kind, text: change.value });
  }
  return { segments, addedWords, removedWords };
}
