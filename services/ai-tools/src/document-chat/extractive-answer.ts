import type { DocumentChatAnswer, DocumentChatCitation } from '@studyhub/contracts';
import { bestSpanOf, overlapOf } from './best-span';
import { contentWordsOf } from './content-words';
import { citationIndex, notFoundAnswer } from './grounded-answer';
import { quarantineOf } from './injection-signals';
import type { RetrievedPassage } from './retrieved-passage';

/** How many passages an extractive answer quotes at most. */
export const EXTRACTIVE_PASSAGES = 3;

export const EXTRACTIVE_LEAD = 'No AI model is configured, so these are the passages of the document that best match your question, quoted as written:';

/**
 * The answer without a model: from each of the best passages (in retrieval order) its run of
 * sentences that covers most of the question's words, quoted with its page. A passage whose best
 * span shares no word with the question adds nothing and is left out; instruction-like sentences
 * are never quoted. `not_found` when none is left.
 */
export function extractiveAnswerOf(question: string, passages: readonly RetrievedPassage[]): DocumentChatAnswer {
  const target = contentWordsOf(question);
  const wanted = new Set(target);
  const citations: DocumentChatCitation[] = [];
  const sentences: DocumentChatAnswer['sentences'] = [];
  for (const passage of passages) {
    if (sentences.length >= EXTRACTIVE_PASSAGES) break;
    const span = bestSpanOf(passage.text, target, { skip: quarantineOf(passage.text) });
    if (span.text === '' || overlapOf(span.text, wanted) === 0) continue;
    const before = citations.length;
    const index = citationIndex(citations, passage, span.text);
    if (citations.length === before) continue;
    sentences.push({ text: `“${span.text}” (${pagesOf(passage)})`, citations: [index] });
  }
  if (sentences.length === 0) return notFoundAnswer();
  return {
    kind: 'extractive',
    content: [EXTRACTIVE_LEAD, ...sentences.map((sentence) => sentence.text)].join('\n\n'),
    sentences,
    citations,
    withheld: 0,
    engine: 'offline',
    model: null,
  };
}

function pagesOf(passage: RetrievedPassage): string {
  return passage.pageFrom === passage.pageTo ? `p. ${passage.pageFrom}` : `pp. ${passage.pageFrom}–${passage.pageTo}`;
}
