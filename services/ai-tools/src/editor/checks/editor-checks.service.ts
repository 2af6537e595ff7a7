import type { EditorCheckResponse, EditorIssue, EditorIssueCategory } from '@studyhub/contracts';
import { checkConfusables } from './confusables.check';
import { checkGrammar } from './grammar.check';
import type { GrammarEngine } from './harper-engine';
import type { SpellingDictionary } from './hunspell-dictionary';
import { checkIndefiniteArticles } from './indefinite-article.check';
import { checkPassiveVoice } from './passive-voice.check';
import { checkReadability, readabilityOf } from './readability';
import { checkRepeatedWords } from './repeated-words.check';
import { checkSpelling } from './spelling.check';
import { sentencesOf, wordTokensOf } from './text-tokens';

/** Where two findings overlap, the more specific one is shown: higher wins. */
const SPECIFICITY: Record<EditorIssueCategory, number> = {
  article: 6,
  repetition: 5,
  spelling: 4,
  confusable: 3,
  grammar: 2,
  'passive-voice': 1,
  readability: 0,
};

function overlaps(a: EditorIssue, b: EditorIssue): boolean {
  return a.offset < b.offset + Math.max(b.length, 1) && b.offset < a.offset + Math.max(a.length, 1);
}

/**
 * Keeps the most specific of overlapping findings, then sorts by place. Long-sentence hints cover
 * a whole sentence, so they stand beside the word-level findings instead of competing with them.
 */
export function combineIssues(issues: readonly EditorIssue[]): EditorIssue[] {
  const bySpecificity = [...issues].sort(
    (a, b) => SPECIFICITY[b.category] - SPECIFICITY[a.category] || a.offset - b.offset || a.length - b.length,
  );
  const kept: EditorIssue[] = [];
  for (const issue of bySpecificity) {
    const competes = issue.category !== 'readability';
    if (competes && kept.some((other) => other.category !== 'readability' && overlaps(issue, other))) continue;
    kept.push(issue);
  }
  return kept.sort((a, b) => a.offset - b.offset || a.length - b.length);
}

export interface EditorCheckOptions {
  userWords?: readonly string[];
}

/**
 * The editor's offline checks: spelling, grammar and confusables, a/an, doubled words, passive
 * voice and readability, combined into one list with a readability summary. Needs no model.
 */
export class EditorChecks {
  private dictionary: SpellingDictionary | null = null;

  constructor(
    private readonly loadDictionaryFiles: () => SpellingDictionary,
    private readonly grammar: GrammarEngine,
  ) {}

  /** Loads the dictionary ahead of the first check (about a second, in this thread). */
  loadDictionary(): SpellingDictionary {
    return (this.dictionary ??= this.loadDictionaryFiles());
  }

  async check(text: string, options: EditorCheckOptions = {}): Promise<EditorCheckResponse> {
    const tokens = wordTokensOf(text);
    const sentences = sentencesOf(text, tokens);
    // Harper works in its own thread while the checks below run here.
    const grammar = checkGrammar(text, this.grammar);
    const dictionary = this.loadDictionary();
    const local = [
      ...checkSpelling(text, tokens, dictionary, { userWords: options.userWords ?? [] }),
      ...checkIndefiniteArticles(text, tokens),
      ...checkConfusables(text, tokens),
      ...checkRepeatedWords(text, tokens),
      ...checkPassiveVoice(tokens),
      ...checkReadability(sentences),
    ];
    return {
      engine: 'offline',
      issues: combineIssues([...local, ...(await grammar)]),
      readability: readabilityOf(sentences),
    };
  }
}
