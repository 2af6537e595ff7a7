import type { EditorIssue } from '@studyhub/contracts';
import { issueIdOf } from './issue-id';
import { isPastParticiple } from './participles';
import type { WordToken } from './text-tokens';

/**
 * One often-swapped word and the context that gives it away. Harper knows many of these pairs; these
 * rules add the contexts it misses. Each is narrow on purpose: a confusable alarm on correct text
 * costs the writer's trust more than a missed one.
 */
interface ConfusableRule {
  written: string;
  meant: string;
  /** The word before must be one of these (lowercase). */
  after?: ReadonlySet<string>;
  /** The word after must be one of these (lowercase). */
  before?: ReadonlySet<string>;
  /** ... or end of clause punctuation right after the word. */
  beforePunctuation?: boolean;
  /** The word after is a number. */
  beforeNumber?: boolean;
  /** The word after is a past participle, but not one of these: "where needed" is fine. */
  beforeParticipleExcept?: ReadonlySet<string>;
  /** A comma or semicolon right before, and the clause ends right after: ", to." */
  betweenCommaAndEnd?: boolean;
  /** A comma or semicolon right before: "We ate, than we left." */
  afterComma?: boolean;
  /** Inside a clause: a word and only spaces before it (", were he to go" is an inversion). */
  midClause?: boolean;
  /** Only as the first word of a sentence. */
  atSentenceStart?: boolean;
  why: string;
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

const MODALS = 'will would can could may might must shall should cannot not never to did does do';
const MODALS_BEFORE_VERB = "will would can could may might must shall should cannot to don't didn't doesn't won't";
const OBJECT_WORDS = 'the a an his her their our my your its this that these those him them me us people';
// Comparatives that never mean "at that time" before then (unlike "he was older then").
const COMPARATIVES = 'more less fewer rather other';

const RULES: readonly ConfusableRule[] = [
  { written: 'their', meant: 'there', before: words('is are was were'), why: '"there" introduces what exists' },
  {
    written: 'their',
    meant: "they're",
    before: words('not gonna'),
    why: '"they\'re" is "they are"',
  },
  { written: 'there', meant: 'their', before: words('own'), why: '"their" shows belonging' },
  { written: "they're", meant: 'their', before: words('own'), why: '"their" shows belonging' },
  {
    written: 'its',
    meant: "it's",
    before: words('a an the not been going about also that what because'),
    why: '"it\'s" is "it is" or "it has"',
  },
  { written: "it's", meant: 'its', before: words('own'), why: '"its" shows belonging' },
  {
    written: "it's",
    meant: 'its',
    after: words('of in on with from by at into during through under within without upon'),
    why: '"its" shows belonging',
  },
  { written: 'then', meant: 'than', after: words(COMPARATIVES), why: 'comparisons take "than"' },
  { written: 'than', meant: 'then', atSentenceStart: true, why: '"then" tells when' },
  { written: 'than', meant: 'then', after: words('and but since until till by back'), why: '"then" tells when' },
  {
    written: 'affect',
    meant: 'effect',
    after: words(
      'an the no any positive negative adverse side great little cumulative desired net ripple placebo in into take took',
    ),
    why: 'the noun is "effect"',
  },
  { written: 'affect', meant: 'effect', before: words('of on'), why: 'the noun is "effect"' },
  { written: 'affects', meant: 'effects', before: words('of on'), why: 'the noun is "effects"' },
  {
    written: 'effect',
    meant: 'affect',
    after: words(`${MODALS} greatly directly adversely negatively positively seriously`),
    before: words(OBJECT_WORDS),
    why: 'the verb is "affect"',
  },
  {
    written: 'loose',
    meant: 'lose',
    after: words(MODALS_BEFORE_VERB),
    why: '"lose" is the verb; "loose" means not tight',
  },
  {
    written: 'lose',
    meant: 'loose',
    after: words('too very is are was were come came comes break broke cut let set hang turned turn'),
    why: '"loose" means not tight',
  },
  {
    written: 'your',
    meant: "you're",
    before: words('welcome going not a an the gonna sure probably able supposed sorry kidding'),
    why: '"you\'re" is "you are"',
  },
  { written: "you're", meant: 'your', before: words('own'), why: '"your" shows belonging' },
  {
    written: 'whose',
    meant: "who's",
    before: words('going been there not coming the a an gonna'),
    why: '"who\'s" is "who is" or "who has"',
  },
  {
    written: 'except',
    meant: 'accept',
    after: words(`${MODALS} i we they you he she please gladly readily`),
    before: words(OBJECT_WORDS),
    why: '"accept" means to take or agree',
  },
  {
    written: 'accept',
    meant: 'except',
    after: words('everyone everybody everything anyone anybody anything nobody nothing none'),
    why: '"except" means but',
  },
  {
    written: 'too',
    meant: 'to',
    before: words('the a an be have go do make get see his her their my your our its him them me us'),
    why: '"to" goes before a verb or a noun',
  },
  { written: 'too', meant: 'to', beforeNumber: true, why: '"to" marks a range or a score: 750 to 1,000' },
  {
    written: 'to',
    meant: 'too',
    before: words('much many late early soon often far little few big small large hard easy young old'),
    beforePunctuation: true,
    why: '"too" means more than enough',
  },
  { written: 'where', meant: 'were', after: words('we they'), why: '"were" is the verb' },
  {
    written: 'where',
    meant: 'were',
    beforeParticipleExcept: words('needed required indicated noted specified used shown given stated applicable'),
    why: '"were" is the verb: "the rules were ignored"',
  },
  {
    written: 'were',
    meant: 'where',
    before: words('he she i'),
    midClause: true,
    why: '"where" tells the place: "the town where he lived"',
  },
  {
    written: "they're",
    meant: 'their',
    after: words('of in on with from by at into to during through under within without upon about'),
    why: '"their" shows belonging',
  },
  { written: 'to', meant: 'too', betweenCommaAndEnd: true, why: '"too" means also' },
  { written: 'than', meant: 'then', afterComma: true, why: '"then" tells when' },
  {
    written: 'were',
    meant: 'where',
    atSentenceStart: true,
    before: words('is are do does did can'),
    why: '"where" asks about a place',
  },
];

function withCaseOf(replacement: string, written: string): string {
  return /^\p{Lu}/u.test(written) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

function lower(token: WordToken | undefined): string {
  return token ? token.text.toLowerCase().replace(/’/g, "'") : '';
}

function matches(rule: ConfusableRule, text: string, tokens: readonly WordToken[], token: WordToken): boolean {
  if (rule.atSentenceStart && !token.isSentenceStart) return false;
  const previous = token.isSentenceStart ? undefined : tokens[token.index - 1];
  const gapBefore = previous ? text.slice(previous.offset + previous.text.length, token.offset) : '';
  if (rule.after && (!/^\s+$/.test(gapBefore) || !rule.after.has(lower(previous)))) return false;
  const next = tokens[token.index + 1];
  const gapAfter = text.slice(token.offset + token.text.length, next ? next.offset : text.length);
  const nextInClause = next && !next.isSentenceStart && /^\s+$/.test(gapAfter);
  if (rule.midClause && (!previous || !/^\s+$/.test(gapBefore))) return false;
  if (rule.afterComma) return /^[,;]\s+$/.test(gapBefore);
  if (rule.betweenCommaAndEnd) return /^[,;]\s+$/.test(gapBefore) && /^[.!?]/.test(gapAfter);
  if (rule.beforeParticipleExcept) {
    return Boolean(nextInClause) && isPastParticiple(next!.text) && !rule.beforeParticipleExcept.has(lower(next));
  }
  if (rule.beforeNumber) return Boolean(nextInClause) && /^\p{N}/u.test(next?.text ?? '');
  if (rule.before && !rule.beforePunctuation) return Boolean(nextInClause) && rule.before.has(lower(next));
  if (rule.before && rule.beforePunctuation) {
    // "too" before an adjective only when the clause ends or goes on with to/for: "to late." "to much to do"
    if (!nextInClause || !rule.before.has(lower(next))) return false;
    const afterNext = tokens[next.index + 1];
    const gap = text.slice(next.offset + next.text.length, afterNext ? afterNext.offset : text.length);
    return /^\s*[.,;:!?]/.test(gap) || ['to', 'for'].includes(lower(afterNext));
  }
  return true;
}

/** Swapped sound-alikes caught by their neighbours: "their is", "more then", "to late.", "could effect the". */
export function checkConfusables(text: string, tokens: readonly WordToken[]): EditorIssue[] {
  const issues: EditorIssue[] = [];
  for (const token of tokens) {
    const written = lower(token);
    const rule = RULES.find((candidate) => candidate.written === written && matches(candidate, text, tokens, token));
    if (!rule) continue;
    const place = { category: 'confusable' as const, offset: token.offset, length: token.text.length };
    issues.push({
      ...place,
      id: issueIdOf(place, `${rule.written}-${rule.meant}`),
      message: `Did you mean "${rule.meant}"? ${rule.why.charAt(0).toUpperCase()}${rule.why.slice(1)}.`,
      replacements: [withCaseOf(rule.meant, token.text)],
      severity: 'warning',
    });
  }
  return issues;
}
