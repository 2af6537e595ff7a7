import { FLASHCARD_TEXT_MAX_LENGTH } from '@studyhub/contracts';
import { brownBackground, type Background } from './background-frequencies';
import type { DraftCard, SourcePassage } from './draft-card';
import { englishSentences } from './english-text';
import { rankKeyTerms, type KeyTerm, type LocatedSentence } from './key-terms';

const MIN_CONTEXT_WORDS = 6;
const MAX_CONTEXT_WORDS = 60;

export function analysePassages(passages: readonly SourcePassage[]): LocatedSentence[] {
  return passages.flatMap((passage, index) =>
    englishSentences(passage.text).map((sentence) => ({ ...sentence, passage: index })),
  );
}

/** The term's key terms, best first (what the benchmark measures). */
export function keyTermsOf(passages: readonly SourcePassage[], background: Background = brownBackground()): KeyTerm[] {
  return rankKeyTerms(analysePassages(passages), background);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function backOf(term: KeyTerm): string | null {
  if (term.definition) return term.definition;
  const words = term.context.split(/\s+/).filter(Boolean).length;
  return words >= MIN_CONTEXT_WORDS && words <= MAX_CONTEXT_WORDS ? term.context : null;
}

/**
 * Cards made without a model: the text's key terms, best first, each on the front, with what a
 * defining sentence says of it on the back (else the first sentence that uses it). Terms a text
 * defines come before those it only uses, so a short request gets the definitions.
 */
export function offlineFlashcards(
  passages: readonly SourcePassage[],
  count: number,
  background: Background = brownBackground(),
): DraftCard[] {
  const terms = keyTermsOf(passages, background);
  const ordered = [...terms.filter((term) => term.definition), ...terms.filter((term) => !term.definition)];
  const cards: DraftCard[] = [];
  for (const term of ordered) {
    if (cards.length >= count) break;
    const back = backOf(term);
    if (!back) continue;
    const front = capitalised(term.acronym ? `${term.label} (${term.acronym})` : term.label);
    if (front.toLowerCase() === back.toLowerCase()) continue;
    cards.push({
      front: front.slice(0, FLASHCARD_TEXT_MAX_LENGTH),
      back: back.slice(0, FLASHCARD_TEXT_MAX_LENGTH),
      passage: term.passage,
    });
  }
  return cards;
}
