import { htmlOf, imageSourcesOf, plainTextOf } from './card-html';

describe('card HTML', () => {
  it('reads an Anki field as plain text with light formatting', () => {
    expect(
      plainTextOf('<div>The <b>cell</b> is the&nbsp;unit of <i>life</i>.</div><div>Second&amp;line<br>third</div>'),
    ).toBe('The **cell** is the unit of *life*.\nSecond&line\nthird');
    expect(plainTextOf('Sound [sound:cat.mp3] and <img src="a.png"> image &#233;&#x41;')).toBe('Sound and image éA');
  });

  it('writes plain text as escaped HTML that reads back the same', () => {
    const text = 'a < b & **bold** and *it*\nnext "line"';
    const html = htmlOf(text);
    expect(html).toBe('a &lt; b &amp; <b>bold</b> and <i>it</i><br>next &quot;line&quot;');
    expect(plainTextOf(html)).toBe(text);
  });

  it('finds image sources in any quoting', () => {
    expect(imageSourcesOf('<img src="a.png"><IMG alt=x src=\'b c.jpg\'><img src=d.gif>')).toEqual([
      'a.png',
      'b c.jpg',
      'd.gif',
    ]);
  });
});
