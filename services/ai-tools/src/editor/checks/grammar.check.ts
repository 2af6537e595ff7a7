import type { EditorIssue } from '@studyhub/contracts';
import type { GrammarEngine, HarperLint } from './harper-engine';
import { categoryOfHarperLint } from './grammar-rules';
import { issueIdOf } from './issue-id';

function replacementsOf(lint: HarperLint): string[] {
  const fixes = lint.suggestions.map((suggestion) => {
    switch (suggestion.kind) {
      case 'replace':
        return suggestion.text;
      case 'remove':
        return '';
      case 'insert-after':
        return lint.problem + suggestion.text;
    }
  });
  // Harper sometimes offers the same word with and without a trailing space.
  const distinct = new Map<string, string>();
  for (const fix of fixes) if (!distinct.has(fix.trim())) distinct.set(fix.trim(), fix);
  return [...distinct.values()].filter((fix) => fix !== lint.problem);
}

/** Harper's grammar and confusable-word findings, each placed exactly where its text is. */
export async function checkGrammar(text: string, engine: GrammarEngine): Promise<EditorIssue[]> {
  const issues: EditorIssue[] = [];
  for (const lint of await engine.lint(text)) {
    const category = categoryOfHarperLint(lint.rule, lint.kind);
    if (category === null) continue;
    // A finding whose span does not hold its own text would point the fix at the wrong words.
    if (text.slice(lint.start, lint.end) !== lint.problem) continue;
    const place = { category, offset: lint.start, length: lint.end - lint.start };
    issues.push({
      ...place,
      id: issueIdOf(place, lint.rule),
      message: lint.message,
      replacements: replacementsOf(lint),
      severity: 'warning',
    });
  }
  return issues;
}
