import type { EditorIssue } from '@studyhub/contracts';
import { DISABLED_HARPER_RULES } from './grammar-rules';
import { EditorChecks, combineIssues } from './editor-checks.service';
import { HarperEngine } from './harper-engine';
import { HunspellDictionary } from './hunspell-dictionary';

jest.setTimeout(30_000);

const issue = (category: EditorIssue['category'], offset: number, length: number): EditorIssue => ({
  id: `${category}-${offset}`,
  category,
  message: '',
  offset,
  length,
  replacements: [],
  severity: 'warning',
});

describe('combineIssues', () => {
  it('keeps the more specific of overlapping findings and sorts by offset', () => {
    const combined = combineIssues([
      issue('grammar', 10, 6),
      issue('article', 12, 2),
      issue('spelling', 0, 4),
      issue('passive-voice', 2, 6),
    ]);
    expect(combined.map((kept) => kept.category)).toEqual(['spelling', 'article']);
  });

  it('keeps a long-sentence hint beside the word-level findings inside it', () => {
    const combined = combineIssues([issue('readability', 0, 200), issue('spelling', 10, 4)]);
    expect(combined.map((kept) => kept.category)).toEqual(['readability', 'spelling']);
  });
});

describe('EditorChecks', () => {
  const engine = new HarperEngine(DISABLED_HARPER_RULES);
  const checks = new EditorChecks(() => HunspellDictionary.load(), engine);
  afterAll(() => engine.close());

  it('finds each kind of issue at offsets that hold its text, in a text with emoji and accents', async () => {
    const text =
      'Zoë’s 😀 essay was written by Ana. I want a apple and the the café. Their going to the stor. It is bigger then ours.';
    const result = await checks.check(text);
    const found = result.issues.map((found) => [found.category, text.slice(found.offset, found.offset + found.length)]);
    expect(found).toEqual([
      ['passive-voice', 'was written'],
      ['article', 'a'],
      ['repetition', 'the the'],
      ['confusable', 'Their'],
      ['spelling', 'stor'],
      ['confusable', 'then'],
    ]);
    expect(result.engine).toBe('offline');
    expect(result.readability).toMatchObject({ word_count: 24, sentence_count: 4 });
  });
});
