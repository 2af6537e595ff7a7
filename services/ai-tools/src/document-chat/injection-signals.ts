import { sentencesOf, type TextSpan } from './best-span';
import { foldConfusables, hasMixedScriptWord } from './document-text-sanitizer';

/**
 * What instructions aimed at an AI look like inside a document: requests to drop the rules, role
 * labels (a fake "SYSTEM:" line), orders to print something word for word, talk to "the assistant".
 * Read after the text is sanitised and its look-alike letters folded.
 */
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,60}\b(?:instructions?|rules|prompts?|directions|guidelines|context)\b/i,
  /\b(?:reply|respond|answer)\s+(?:only\s+|just\s+)?with\b/i,
  /\b(?:print|output|say|repeat|type|write)\s+["'“‘]?[\p{Lu}\p{N}]+(?:-[\p{Lu}\p{N}]+)+/u,
  /\b(?:print|output|say|write|reply|respond|answer|repeat|type|include|insert|return)\b[^.!?\n]{0,40}\b(?:exactly|only|verbatim|word for word|the (?:word|phrase|code|token|string|text))\b/i,
  /\b(?:you are|you're|act as|pretend to be|as an?)\s+(?:now\s+)?(?:an?\s+|the\s+)?(?:ai|assistant|chatbot|language model|llm|model)\b/i,
  /\b(?:new|updated|hidden|secret) instructions?\b/i,
  /\b(?:jailbreak|prompt injection|system prompt)\b/i,
  /\b(?:dear|attention|note to)\s+(?:ai|assistant|chatbot|model|llm)\b/i,
];

/**
 * A chat role label: at a sentence's start ("SYSTEM:", "[assistant]:", "User:"), or system, assistant
 * or developer anywhere (hidden text runs on from the sentence before it).
 */
const ROLE_LABEL_PATTERNS: readonly RegExp[] = [
  /^\s*[[(<#*]*\s*(?:system|assistant|developer|user|instructions?)\s*[\])>#*]*\s*:/i,
  /(?:^|[^\p{L}])(?:system|assistant|developer)\s*[\])>#*]*\s*:/iu,
];

/** Whether a piece of document text reads as an instruction to the model (or hides its letters). */
export function looksLikeInstruction(text: string): boolean {
  if (hasMixedScriptWord(text)) return true;
  const folded = foldConfusables(text);
  return hasRoleLabel(folded) || INSTRUCTION_PATTERNS.some((pattern) => pattern.test(folded));
}

function hasRoleLabel(folded: string): boolean {
  return ROLE_LABEL_PATTERNS.some((pattern) => pattern.test(folded));
}

/**
 * The sentences of a sanitised passage that read as instructions to the model: they stay in the
 * prompt (a student may ask about them) but nothing an answer says may rest on them. A role label
 * opens a fake message that may run over several sentences (a passage has no line breaks left), so
 * it quarantines the rest of the passage.
 */
export function instructionSpansOf(passage: string): TextSpan[] {
  const sentences = sentencesOf(passage);
  const labelled = sentences.findIndex((sentence) => hasRoleLabel(foldConfusables(sentence.text)));
  return sentences.filter(
    (sentence, index) => (labelled >= 0 && index >= labelled) || looksLikeInstruction(sentence.text),
  );
}

/** The passage without its instruction-like sentences: what an answer may be grounded in. */
export function groundableTextOf(passage: string): string {
  const spans = instructionSpansOf(passage);
  if (spans.length === 0) return passage;
  let text = '';
  let at = 0;
  for (const span of spans) {
    text += `${passage.slice(at, span.start)} `;
    at = span.end;
  }
  return text + passage.slice(at);
}

/** A test for bestSpanOf's `skip`: whether a sentence of this passage is quarantined. */
export function quarantineOf(passage: string): (sentence: TextSpan) => boolean {
  const starts = new Set(instructionSpansOf(passage).map((span) => span.start));
  return (sentence) => starts.has(sentence.start);
}
