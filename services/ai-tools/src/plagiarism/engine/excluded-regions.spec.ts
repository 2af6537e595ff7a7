import { excludedRegions, exclusionOfTokens } from './excluded-regions';
import { tokenise } from './tokens';

function excludedWords(text: string): Record<string, string[]> {
  const tokens = tokenise(text);
  const kinds = exclusionOfTokens(tokens, excludedRegions(text));
  const words: Record<string, string[]> = {};
  tokens.forEach((token, index) => {
    const kind = kinds[index] ?? 'counted';
    (words[kind] ??= []).push(token.word);
  });
  return words;
}

describe('quotes and the works cited', () => {
  it('marks words inside straight, curly and guillemet quotation marks as quoted', () => {
    expect(excludedWords('As Smith wrote, "cells divide" and “tissues grow” and «organs form» today.')).toEqual({
      counted: ['as', 'smith', 'wrote', 'and', 'and', 'today'],
      quote: ['cells', 'divide', 'tissues', 'grow', 'organs', 'form'],
    });
  });

  it('quotes nothing after an unclosed quotation mark', () => {
    expect(excludedWords('He said "never mind and left')).toEqual({ counted: ['he', 'said', 'never', 'mind', 'and', 'left'] });
  });

  it('marks block quotations: lines starting with ">" and an indented paragraph among plain ones', () => {
    const text = 'My own opening line.\n> a quoted line\n    an indented quotation\nMy own closing line.';
    expect(excludedWords(text).quote).toEqual(['a', 'quoted', 'line', 'an', 'indented', 'quotation']);
  });

  it('does not take a text indented throughout for one long quotation', () => {
    expect(excludedWords('    first paragraph\n    second paragraph').quote).toBeUndefined();
  });

  it('takes everything from the last works-cited heading on as the bibliography', () => {
    const text = 'Body text here.\nReferences\nSmith, J. (2020). Cells. Journal.\n"Quoted" title.';
    expect(excludedWords(text)).toEqual({
      counted: ['body', 'text', 'here'],
      bibliography: ['references', 'smith', 'j', '2020', 'cells', 'journal', 'quoted', 'title'],
    });
    expect(excludedWords('Intro.\n2. Works Cited:\nA. Author.').bibliography).toEqual(['2', 'works', 'cited', 'a', 'author']);
  });

  it('does not read the word "references" inside a sentence as a heading', () => {
    expect(excludedWords('The references below are mine.').bibliography).toBeUndefined();
  });
});
