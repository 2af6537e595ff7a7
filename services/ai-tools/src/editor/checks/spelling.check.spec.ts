import { HunspellDictionary } from './hunspell-dictionary';
import { checkSpelling } from './spelling.check';
import { wordTokensOf } from './text-tokens';

let dictionary: HunspellDictionary;
beforeAll(() => {
  dictionary = HunspellDictionary.load();
});

function spell(text: string, userWords: string[] = []) {
  return checkSpelling(text, wordTokensOf(text), dictionary, { userWords }).map((issue) => ({
    word: text.slice(issue.offset, issue.offset + issue.length),
    fix: issue.replacements[0],
  }));
}

describe('checkSpelling', () => {
  it('flags planted typos with the intended word as the first fix', () => {
    expect(spell('The goverment will recieve teh report tomorow, becuase it is definately late.')).toEqual([
      { word: 'goverment', fix: 'government' },
      { word: 'recieve', fix: 'receive' },
      { word: 'teh', fix: 'the' },
      { word: 'tomorow', fix: 'tomorrow' },
      { word: 'becuase', fix: 'because' },
      { word: 'definately', fix: 'definitely' },
    ]);
  });

  it('keeps the capital of a misspelled sentence start in its fix', () => {
    expect(spell('Thier house is red.')).toEqual([{ word: 'Thier', fix: 'Their' }]);
  });

  it('leaves names, acronyms, mixed case, words with digits, URLs, e-mails and code alone', () => {
    const text =
      'We met Okonkwo and Szymborska at UNESCO in Tbilisi. Okonkwo uses an iPhone, COVID19 data, ' +
      'https://example.org/wrld-mapz and mail to jane.doe@exampel.com; call parseUsrInput() or set max_retrys.';
    expect(spell(text)).toEqual([]);
  });

  it('flags an unknown capitalised word at a sentence start unless the text names it mid-sentence', () => {
    expect(spell('Wrold peace matters.')).toEqual([{ word: 'Wrold', fix: 'World' }]);
  });

  it('accepts accented spellings and the writer’s own words', () => {
    expect(spell('The naïve café served a résumé of flumboozle.', ['Flumboozle'])).toEqual([]);
  });

  it('places a typo after emoji and accented words in UTF-16 units', () => {
    const text = 'Zoë 😀🎉 saw the exibit.';
    const [issue] = checkSpelling(text, wordTokensOf(text), dictionary);
    expect(issue).toMatchObject({ offset: text.indexOf('exibit'), length: 6, category: 'spelling' });
    expect(issue?.replacements[0]).toBe('exhibit');
  });
});
