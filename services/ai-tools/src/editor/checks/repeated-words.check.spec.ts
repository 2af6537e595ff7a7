import { checkRepeatedWords } from './repeated-words.check';
import { wordTokensOf } from './text-tokens';

function repeats(text: string) {
  return checkRepeatedWords(text, wordTokensOf(text)).map((issue) => ({
    found: text.slice(issue.offset, issue.offset + issue.length),
    fix: issue.replacements[0],
  }));
}

describe('checkRepeatedWords', () => {
  it('flags a doubled word across spaces and a line break, fixing to one', () => {
    expect(repeats('We went to the the park.\nThe The end came and and\nand went.')).toEqual([
      { found: 'the the', fix: 'the' },
      { found: 'The The', fix: 'The' },
      { found: 'and and', fix: 'and' },
      { found: 'and\nand', fix: 'and' },
    ]);
  });

  it('allows grammatical doubles, names and doubles split by punctuation', () => {
    expect(repeats('What he had had was gone. He said that that was fine. We flew to Bora Bora. Go, go now.')).toEqual(
      [],
    );
  });
});
