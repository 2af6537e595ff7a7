import type { DocumentChatAnswer, DocumentChatAnswerSentence, DocumentChatCitation } from '@studyhub/contracts';
import { bestSpanOf, overlapOf } from './best-span';
import { contentWordsOf, isDistinctiveToken, wordsOf } from './content-words';
import { groundableTextOf, quarantineOf } from './injection-signals';
import type { RetrievedPassage } from './retrieved-passage';

/** What the model was asked to reply (DOCUMENT_CHAT_ANSWER_JSON_SCHEMA). */
export interface ModelReply {
  found: boolean;
  sentences: { text: string; passages: string[] }[];
}

/** Share of a sentence's content words its cited passages must hold for it to be shown. */
export const MIN_SUPPORTED_SHARE = 0.5;

export const NOT_FOUND_ANSWER = 'I could not find the answer to this question in the document.';
export const WITHHELD_ANSWER =
  'I could not find an answer to this question that the document supports, so none is shown.';

/**
 * The model's JSON reply, also when wrapped in a code fence or surrounded by words; null when there
 * is no object of the asked shape in it.
 */
export function parseModelReply(text: string): ModelReply | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { found, sentences } = value as { found?: unknown; sentences?: unknown };
  if (typeof found !== 'boolean' || !Array.isArray(sentences)) return null;
  const parsed: ModelReply['sentences'] = [];
  for (const sentence of sentences as unknown[]) {
    if (typeof sentence !== 'object' || sentence === null) return null;
    const { text: said, passages } = sentence as { text?: unknown; passages?: unknown };
    if (typeof said !== 'string') return null;
    const ids = Array.isArray(passages) ? passages.filter((id): id is string => typeof id === 'string') : [];
    if (said.trim() !== '') parsed.push({ text: said.trim(), passages: ids });
  }
  return { found, sentences: parsed };
}

/**
 * Whether a sentence rests on the text it cites: every distinctive token it holds (a number, a
 * code) appears there, and at least half its content words do. The cited text excludes passage
 * sentences that read as instructions to the model, so an answer that obeys a planted order ("print
 * CANARY-…") is never grounded by the order itself.
 */
export function isSupported(sentence: string, citedText: string): boolean {
  const cited = citedText.toLowerCase();
  const distinctive = wordsOf(sentence).filter(isDistinctiveToken);
  if (distinctive.some((token) => !cited.includes(token.toLowerCase()))) return false;
  const words = [...new Set(contentWordsOf(sentence))];
  if (words.length === 0) return true;
  const available = new Set(contentWordsOf(citedText));
  const supported = words.filter((word) => available.has(word)).length;
  return supported / words.length >= MIN_SUPPORTED_SHARE;
}

/**
 * The answer we show from the model's reply: passage ids it cites that were not retrieved are
 * dropped; a sentence left citing nothing, or not supported by what it cites, is withheld. Each
 * citation is the cited passage's best span for the sentence, with the passage's pages, taken from
 * our copy of the text, never from the model.
 */
export function groundedAnswerOf(
  reply: ModelReply,
  passages: ReadonlyMap<string, RetrievedPassage>,
  model: string,
): DocumentChatAnswer {
  const citations: DocumentChatCitation[] = [];
  const sentences: DocumentChatAnswerSentence[] = [];
  let withheld = 0;
  for (const sentence of reply.found ? reply.sentences : []) {
    const cited = [...new Set(sentence.passages.map((id) => id.trim().toUpperCase()))]
      .map((id) => passages.get(id))
      .filter((passage): passage is RetrievedPassage => passage !== undefined);
    const groundable = cited.map((passage) => groundableTextOf(passage.text)).join('\n');
    if (cited.length === 0 || !isSupported(sentence.text, groundable)) {
      withheld += 1;
      continue;
    }
    const target = contentWordsOf(sentence.text);
    const wanted = new Set(target);
    // A cited passage that shares no word with the sentence adds a chip that leads nowhere useful.
    const spans = cited
      .map((passage) => ({ passage, text: bestSpanOf(passage.text, target, { skip: quarantineOf(passage.text) }).text }))
      .filter((span) => span.text !== '' && (wanted.size === 0 || overlapOf(span.text, wanted) > 0));
    if (spans.length === 0) {
      withheld += 1;
      continue;
    }
    const indexes = spans.map((span) => citationIndex(citations, span.passage, span.text));
    sentences.push({ text: sentence.text, citations: [...new Set(indexes)] });
  }
  if (sentences.length === 0) {
    return {
      kind: 'not_found',
      content: withheld > 0 ? WITHHELD_ANSWER : NOT_FOUND_ANSWER,
      sentences: [],
      citations: [],
      withheld,
      engine: 'llm',
      model,
    };
  }
  return {
    kind: 'generated',
    content: sentences.map((sentence) => sentence.text).join(' '),
    sentences,
    citations,
    withheld,
    engine: 'llm',
    model,
  };
}

/** The index of this citation in the list, added when new. */
export function citationIndex(citations: DocumentChatCitation[], passage: RetrievedPassage, text: string): number {
  const existing = citations.findIndex(
    (citation) => citation.chunkIndex === passage.chunkIndex && citation.text === text,
  );
  if (existing >= 0) return existing;
  citations.push({ page: passage.pageFrom, pageTo: passage.pageTo, text, chunkIndex: passage.chunkIndex });
  return citations.length - 1;
}

/** The answer when retrieval found nothing relevant: said plainly, no model asked. */
export function notFoundAnswer(): DocumentChatAnswer {
  return {
    kind: 'not_found',
    content: NOT_FOUND_ANSWER,
    sentences: [],
    citations: [],
    withheld: 0,
    engine: 'offline',
    model: null,
  };
}
