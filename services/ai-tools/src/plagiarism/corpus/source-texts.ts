import type { DocumentTextChunk, HomeworkAnswer } from '@studyhub/contracts';

/** The longest overlap looked for between two consecutive chunks (they overlap a little). */
const MAX_CHUNK_OVERLAP = 600;
/** Shorter common ends are taken for chance, not overlap. */
const MIN_CHUNK_OVERLAP = 20;

function overlapOf(text: string, next: string): number {
  const longest = Math.min(MAX_CHUNK_OVERLAP, text.length, next.length);
  for (let length = longest; length >= MIN_CHUNK_OVERLAP; length -= 1) {
    if (text.endsWith(next.slice(0, length))) return length;
  }
  return 0;
}

/** A document's text from its chunks, in reading order, each overlap with the previous chunk kept once. */
export function documentBodyOf(chunks: readonly DocumentTextChunk[]): string {
  const ordered = [...chunks].sort((a, b) => a.index - b.index);
  let body = '';
  for (const chunk of ordered) {
    const text = chunk.text.trim();
    const overlap = overlapOf(body, text);
    body += overlap > 0 ? text.slice(overlap) : `${body === '' ? '' : '\n\n'}${text}`;
  }
  return body;
}

/** A public question as a reader sees it: the question, each step's title and text, the final answer. */
export function questionBodyOf(question: string, answer: HomeworkAnswer): string {
  return [
    question.trim(),
    ...answer.steps.flatMap((step) => [step.title.trim(), step.body_markdown.trim()]),
    answer.final_answer_markdown.trim(),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}
