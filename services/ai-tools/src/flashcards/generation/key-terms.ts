import type { Background } from './background-frequencies';
import { findDefinitions } from './definitions';
import type { TextSentence, TextToken } from './english-text';
import { MAX_TERM_WORDS, nounChunks, spanLemmas, spanText, spanWords, type TokenSpan } from './noun-chunks';

/** A sentence and the passage (chunk of a document, or the pasted text) it came from. */
export interface LocatedSentence extends TextSentence {
  passage: number;
}

/** A term worth a card, with what the text says of it. */
export interface KeyTerm {
  /** Lemmas in lower case: the same term however it is inflected. */
  key: string;
  /** As the text writes it most often. */
  label: string;
  acronym: string | null;
  score: number;
  count: number;
  /** What a defining sentence says it is ("X is ..."), else null. */
  definition: string | null;
  /** The first sentence that uses the term, for a term nobody defined. */
  context: string;
  /** Where the definition (else the first use) is. */
  passage: number;
}

/** Modifiers that make a phrase longer, not more specific: "many cells", "main idea". */
const VAGUE_MODIFIERS = new Set(
  'many several other different certain main important various numerous new good great same such own few little large small tiny huge high low first second third last next whole particular specific common typical usual simple major key basic entire possible similar significant useful further additional following previous much more most less least early late long short big real true only single general total'.split(
    ' ',
  ),
);
/** Nouns that say how something relates to another, not what it is: "the process of encoding". */
const RELATIONAL_HEADS = new Set(
  'process tool set interaction type kind form part number amount level use role example lack range series group source way means idea study sort variety'.split(
    ' ',
  ),
);
/** Nouns too general to be a key term on their own. */
const VAGUE_NOUNS = new Set(
  'example way part kind type sort number lot thing fact use result case time year day form point area term word idea people person place end side set group level amount order rate role reason question answer problem something someone one others instance addition means aspect feature lack range series study text page chapter section today'.split(
    ' ',
  ),
);

const WEIGHTS = {
  /** Two or three words name something specific more often than one. */
  lengthBonus: [1, 1, 1.35, 1.45, 1.45] as readonly number[],
  defined: 1.8,
  /** First used in the opening fifth of the text. */
  early: 1.15,
  /** Capitalised mid-sentence: a name (Treaty of Versailles, Krebs cycle). */
  proper: 1.1,
};

interface Candidate {
  key: string;
  words: string[];
  surfaces: Map<string, number>;
  count: number;
  firstSentence: number;
  isProper: boolean;
  acronym: string | null;
  definition: { text: string; sentence: number } | null;
}

function keyOf(tokens: readonly TextToken[], span: TokenSpan): string {
  return spanLemmas(tokens, span).join(' ');
}

/** The term's words less leading vague modifiers and articles; at most MAX_TERM_WORDS, ending at the head. */
function trimmed(tokens: readonly TextToken[], span: TokenSpan): TokenSpan | null {
  let { start } = span;
  const isStrippable = (token: TextToken, index: number) =>
    token.pos === 'DET' ||
    // "softer layer", "largest network": a comparison, not part of the name; "short-term" stays whole.
    ((VAGUE_MODIFIERS.has(token.normal) ||
      (token.pos === 'ADJ' && /(?:er|est)$/.test(token.normal) && token.normal !== token.lemma)) &&
      tokens[index + 1]?.value !== '-');
  while (start < span.end && isStrippable(tokens[start]!, start)) start += 1;
  // "the process of encoding": the name is the second half, counted on its own.
  const of = tokens.findIndex((token, index) => index > start && index < span.end && token.normal === 'of');
  if (of > 0 && of - start === 1 && RELATIONAL_HEADS.has(tokens[start]!.lemma.toLowerCase())) return null;
  const isJoined = tokens.slice(start, span.end + 1).some((token) => token.normal === 'of');
  let words = spanWords(tokens, { start, end: span.end });
  // A long run keeps its last words (the head and its nearest modifiers); a long "of" phrase is dropped.
  while (words.length > MAX_TERM_WORDS && !isJoined) {
    start += tokens[start + 1]?.value === '-' ? 2 : 1;
    words = spanWords(tokens, { start, end: span.end });
  }
  if (words.length > MAX_TERM_WORDS) return null;
  if (words.length === 1 && VAGUE_NOUNS.has(words[0]!.lemma.toLowerCase())) return null;
  return { start, end: span.end };
}

/** The spans a chunk stands for: itself, and each of its nouns alone (which then count every use). */
function termSpans(tokens: readonly TextToken[], chunk: TokenSpan): TokenSpan[] {
  const whole = trimmed(tokens, chunk);
  const spans: TokenSpan[] = whole ? [whole] : [];
  // A chunk joined by "of": its two halves were counted as chunks of their own.
  if (tokens.slice(chunk.start, chunk.end + 1).some((token) => token.normal === 'of')) return spans;
  for (let index = chunk.start; index <= chunk.end; index += 1) {
    const token = tokens[index]!;
    const inHyphenated = tokens[index - 1]?.value === '-' || tokens[index + 1]?.value === '-';
    if (
      (token.pos === 'NOUN' || token.pos === 'PROPN') &&
      !inHyphenated &&
      (index !== chunk.start || index !== chunk.end)
    ) {
      const single = trimmed(tokens, { start: index, end: index });
      if (single) spans.push(single);
    }
  }
  return spans;
}

function isCapitalisedName(tokens: readonly TextToken[], span: TokenSpan): boolean {
  const words = spanWords(tokens, span).filter((token) => token.normal !== 'of');
  return span.start > 0 && words.every((token) => /^\p{Lu}/u.test(token.value));
}

/** The label as written most often; a capital only the sentence's start gave is dropped. */
function labelOf(candidate: Candidate): string {
  const [best] = [...candidate.surfaces.entries()].sort((a, b) => b[1] - a[1]);
  return best?.[0] ?? candidate.key;
}

function surfaceOf(tokens: readonly TextToken[], span: TokenSpan): string {
  const text = spanText(tokens, span);
  const first = tokens[span.start]!;
  // A common noun capitalised only because it opens the sentence.
  if (span.start === 0 && first.pos !== 'PROPN' && /^\p{Lu}\p{Ll}/u.test(first.value)) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

/**
 * Key terms of a text, best first: noun chunks scored by TF-IDF against a background of general
 * English, raised when a sentence defines them, when they come early, and for names; a shorter
 * term is dropped when it is nearly always used inside a longer one already chosen.
 */
export function rankKeyTerms(sentences: readonly LocatedSentence[], background: Background): KeyTerm[] {
  const candidates = new Map<string, Candidate>();
  const acronyms = new Map<string, string>();
  sentences.forEach((sentence, sentenceIndex) => {
    const { tokens } = sentence;
    const chunks = nounChunks(tokens);
    const definitions = findDefinitions(tokens, chunks);
    for (const chunk of chunks) {
      for (const span of termSpans(tokens, chunk)) {
        const key = keyOf(tokens, span);
        const candidate: Candidate = candidates.get(key) ?? {
          key,
          words: spanLemmas(tokens, span),
          surfaces: new Map(),
          count: 0,
          firstSentence: sentenceIndex,
          isProper: false,
          acronym: null,
          definition: null,
        };
        candidate.count += 1;
        const surface = surfaceOf(tokens, span);
        candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
        candidate.isProper ||= isCapitalisedName(tokens, span);
        candidates.set(key, candidate);
      }
    }
    for (const found of definitions) {
      const definedSpan = trimmed(tokens, found.term);
      const candidate = definedSpan ? candidates.get(keyOf(tokens, definedSpan)) : undefined;
      if (!candidate || candidate.definition) continue;
      candidate.definition = { text: found.definition, sentence: sentenceIndex };
      if (found.acronym) {
        candidate.acronym = found.acronym;
        acronyms.set(found.acronym.toLowerCase(), candidate.key);
      }
    }
  });
  // An acronym's own uses count for its term.
  for (const [acronym, key] of acronyms) {
    const alias = candidates.get(acronym);
    const term = candidates.get(key);
    if (alias && term && alias !== term) {
      term.count += alias.count;
      candidates.delete(acronym);
    }
  }
  const total = Math.max(sentences.length, 1);
  const scored = [...candidates.values()].map((candidate) => ({
    candidate,
    score: scoreOf(candidate, total, background),
  }));
  scored.sort((a, b) => b.score - a.score || a.candidate.firstSentence - b.candidate.firstSentence);
  const chosen: { candidate: Candidate; score: number }[] = [];
  for (const entry of scored) {
    if (entry.score <= 0) continue;
    const inside = chosen.findIndex((item) => isUsedInside(item.candidate, entry.candidate));
    // A longer term that a chosen shorter one is nearly always part of takes its place.
    if (inside >= 0) chosen[inside] = { candidate: entry.candidate, score: chosen[inside]!.score };
    else if (!chosen.some((item) => isUsedInside(entry.candidate, item.candidate))) chosen.push(entry);
  }
  return chosen.map(({ candidate, score }) => {
    const sentenceIndex = candidate.definition?.sentence ?? candidate.firstSentence;
    return {
      key: candidate.key,
      label: labelOf(candidate),
      acronym: candidate.acronym,
      score,
      count: candidate.count,
      definition: candidate.definition?.text ?? null,
      context: sentences[candidate.firstSentence]?.text.trim() ?? '',
      passage: sentences[sentenceIndex]?.passage ?? 0,
    };
  });
}

function scoreOf(candidate: Candidate, sentences: number, background: Background): number {
  const contentWords = candidate.words.filter((word) => word !== 'of' && word !== '-');
  if (contentWords.length === 0) return 0;
  const idf = contentWords.reduce((sum, word) => sum + background.idf(word), 0) / contentWords.length;
  const length = WEIGHTS.lengthBonus[Math.min(contentWords.length, WEIGHTS.lengthBonus.length - 1)] ?? 1;
  return (
    (1 + Math.log(candidate.count)) *
    idf *
    length *
    (candidate.definition ? WEIGHTS.defined : 1) *
    (candidate.firstSentence / sentences < 0.2 ? WEIGHTS.early : 1) *
    (candidate.isProper ? WEIGHTS.proper : 1)
  );
}

/** Whether `shorter` sits inside `longer` and the text rarely uses it apart from it (fewer than two times). */
function isUsedInside(shorter: Candidate, longer: Candidate): boolean {
  if (shorter.words.length >= longer.words.length) return false;
  const inside = ` ${longer.words.join(' ')} `.includes(` ${shorter.words.join(' ')} `);
  return inside && shorter.count - longer.count < 2;
}
