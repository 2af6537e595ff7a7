import { diffPaperWords } from './word-diff';
import { paperHtmlToText, paperHtmlWords } from './paper-text';

describe('paperHtmlToText', () => {
  it('puts each block on its own line, drops tags and decodes entities', () => {
    const html =
      '<h2>Intro &amp; aims</h2><p>The <strong>first</strong>&nbsp;point.</p><ul><li><p>one</p></li><li>two</li></ul><p>a<br>b &#8217; &#x41;</p><p></p>';
    expect(paperHtmlToText(html)).toBe('Intro & aims\nThe first point.\none\ntwo\na\nb ’ A');
    expect(paperHtmlWords(html)).toBe(10);
  });
});

describe('diffPaperWords', () => {
  it('marks removed and added words in reading order and counts them', () => {
    const diff = diffPaperWords('The quick brown fox jumps', 'The slow brown fox jumps high');
    expect(diff.segments.map((segment) => [segment.kind, segment.text.trim()])).toEqual([
      ['same', 'The'],
      ['removed', 'quick'],
      ['added', 'slow'],
      ['same', 'brown fox jumps'],
      ['added', 'high'],
    ]);
    expect([diff.addedWords, diff.removedWords]).toEqual([2, 1]);
  });

  it('rebuilds both texts from its segments', () => {
    const before = 'One line.\nSecond line here.';
    const after = 'One longer line.\nSecond here, changed.';
    const { segments } = diffPaperWords(before, after);
    const join = (skip: string) =>
      segments
        .filter((segment) => segment.kind !== skip)
        .map((s) => s.text)
        .join('');
    expect(join('added')).toBe(before);
    expect(join('removed')).toBe(after);
  });

  it('has one unchanged run and no counts for identical texts', () => {
    expect(diffPaperWords('same words', 'same words')).toEqual({
      segments: [{ kind: 'same', text: 'same words' }],
      addedWords: 0,
      removedWords: 0,
    });
  });
});
