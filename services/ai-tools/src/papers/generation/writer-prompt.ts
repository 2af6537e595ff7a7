import {
  ACADEMIC_LEVEL_LABELS,
  CITATION_STYLE_LABELS,
  PAPER_TYPES,
  type GeneratePaperRequest,
  type Paper,
  type SourceItem,
} from '@studyhub/contracts';
import type { ChatMessage } from '../../llm/openai.client';

/** A library source as the model sees it: the key it must cite by, and what the source is. */
export interface PromptSource {
  item: SourceItem;
  /** The formatted reference, so the model knows what each key stands for. */
  reference: string;
}

/** Tokens per English word, generously, so an answer is not cut before its requested length. */
const TOKENS_PER_WORD = 1.6;
/** Citation markers and headings cost tokens that are not words. */
const TOKEN_ALLOWANCE = 200;

/** The answer's token limit: room for the words asked for and a little over, never much more. */
export function maxTokensFor(words: number): number {
  return Math.ceil(words * 1.15 * TOKENS_PER_WORD) + TOKEN_ALLOWANCE;
}

/** The part of the student's text a continuation carries on from. */
const CONTEXT_CHARACTERS = 6_000;

function paperTypeLabel(paper: Pick<Paper, 'paper_type'>): string {
  if (!paper.paper_type) return 'academic paper';
  const type = PAPER_TYPES[paper.paper_type.mainType];
  const subTypes: Record<string, string> = type.subTypes;
  const sub = subTypes[paper.paper_type.subType];
  return sub ? `${sub.toLowerCase()} ${type.label.toLowerCase()}` : type.label.toLowerCase();
}

function citationRules(sources: readonly PromptSource[], inlineCitation: boolean): string {
  if (sources.length === 0) {
    return [
      'The student has not added sources yet: do not cite anything, do not mention authors, studies,',
      'statistics or quotations that would need a source, and never write a reference list.',
    ].join(' ');
  }
  const listing = sources.map((source) => `[@${source.item.id}] ${source.reference}`).join('\n');
  const howToCite = inlineCitation
    ? 'Support claims with in-text citations written exactly as [@key] (or [@key, p. 12] with a page you are sure of; [@key1; @key2] for several).'
    : 'Cite sparingly, only where a claim clearly rests on a source, written exactly as [@key].';
  return [
    'You may cite ONLY these sources, by their keys:',
    listing,
    howToCite,
    'Never cite anything else, never invent a source, author, year, page or quotation, and never write a',
    'references, works cited or bibliography section: the reference list is produced from the keys you used.',
  ].join('\n');
}

/**
 * The writer's messages. The student's settings and instructions shape the text; the library is
 * the only thing it may cite, by key, so every reference in the result traces back to a source the
 * student added (the markers are checked again afterwards: citations/generated-text-citations.ts).
 */
export function writerMessages(
  paper: Pick<Paper, 'title' | 'paper_type' | 'level' | 'citation_style' | 'instructions' | 'sources'>,
  request: GeneratePaperRequest,
  sources: readonly PromptSource[],
): ChatMessage[] {
  const kind = paperTypeLabel(paper);
  const system = [
    `You are an academic writing assistant helping a student draft a ${kind} at ${ACADEMIC_LEVEL_LABELS[paper.level].toLowerCase()} level.`,
    `The paper uses ${CITATION_STYLE_LABELS[paper.citation_style]} citations; formatting them is done for you from the keys.`,
    'Write clear, original, well-structured prose in the language of the title and instructions. Answer in Markdown:',
    '## for section headings, plain paragraphs, lists only where they help. No preamble, no closing remarks',
    'about the text itself, no placeholder text: only the text asked for.',
    citationRules(sources, paper.sources.inlineCitation),
  ].join('\n');

  const task: string[] = [`Title: ${paper.title}`];
  if (paper.instructions.trim() !== '') task.push(`The student's instructions:\n${paper.instructions.trim()}`);
  if (request.instruction) task.push(`For this part:\n${request.instruction}`);
  switch (request.mode) {
    case 'outline':
      task.push(
        `Write an outline of the paper in about ${request.words} words: the section headings (##) in order, each with`,
        'two to four bullet points saying what the section argues and which sources (by key) support it.',
      );
      break;
    case 'section':
      task.push(
        `Write the section "${request.section ?? 'Introduction'}" in about ${request.words} words, starting with its ## heading.`,
      );
      break;
    case 'continue':
      task.push(
        `Continue the text below where it stops, in about ${request.words} words, in the same voice. Do not repeat it.`,
        `Text so far (its end):\n"""\n${(request.context ?? '').slice(-CONTEXT_CHARACTERS)}\n"""`,
      );
      break;
    case 'draft':
      task.push(
        `Write the complete paper in about ${request.words} words: an introduction with a clear thesis, body sections`,
        'with headings, and a conclusion.',
      );
      break;
  }
  return [
    { role: 'system', content: system },
    { role: 'user', content: task.join('\n\n') },
  ];
}
