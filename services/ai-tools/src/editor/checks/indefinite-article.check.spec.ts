import { checkIndefiniteArticles, initialSoundOf } from './indefinite-article.check';
import { wordTokensOf } from './text-tokens';

function articles(text: string) {
  return checkIndefiniteArticles(text, wordTokensOf(text)).map((issue) => ({
    found: text.slice(issue.offset, issue.offset + issue.length),
    fix: issue.replacements[0],
  }));
}

describe('checkIndefiniteArticles', () => {
  it('corrects the article by the next word’s first sound', () => {
    expect(articles('She ate a apple and an banana. An university is a hour away.')).toEqual([
      { found: 'a', fix: 'an' },
      { found: 'an', fix: 'a' },
      { found: 'An', fix: 'A' },
      { found: 'a', fix: 'an' },
    ]);
  });

  it('accepts articles chosen by sound, not spelling', () => {
    const text =
      'It is a university, an hour, an MBA, a one-time fee, a European trip, an FBI agent, a NASA probe, ' +
      'an honest man, a unicorn, an umbrella, an 8-week course, an 11-year-old, a 12-year-old, a user and an X-ray.';
    expect(articles(text)).toEqual([]);
  });

  it('leaves both articles alone where usage differs (an historic, a historic)', () => {
    expect(articles('It was an historic day and a historic win.')).toEqual([]);
  });

  it('ignores a capital A that is a letter or a name', () => {
    expect(articles('He got grade A in Plan A apples.')).toEqual([]);
  });

  it('knows the sounds of letters, numbers and vowel-written consonants', () => {
    expect(initialSoundOf('SQL')).toBe('vowel');
    expect(initialSoundOf('URL')).toBe('consonant');
    expect(initialSoundOf('18th')).toBe('vowel');
    expect(initialSoundOf('180')).toBe('consonant');
    expect(initialSoundOf('unusual')).toBe('vowel');
  });
});
