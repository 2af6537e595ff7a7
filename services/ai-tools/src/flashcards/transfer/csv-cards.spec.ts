import { cardsFromCsv, cardsToCsv } from './csv-cards';

describe('CSV cards', () => {
  it('quotes fields with commas, quotes and line breaks as RFC 4180 says, and reads them back', () => {
    const cards = [
      { front: 'Mitosis, in short', back: 'Division into two "identical" cells', tags: ['biology', 'cells'] },
      { front: 'Two lines', back: 'first\nsecond', tags: [] },
      { front: 'Plain', back: 'Text', tags: ['x'] },
    ];
    const csv = cardsToCsv(cards);
    expect(csv.split('\r\n')[0]).toBe('front,back,tags');
    expect(csv).toContain('"Mitosis, in short","Division into two ""identical"" cells",biology cells\r\n');
    expect(csv).toContain('"first\nsecond"');
    expect(cardsFromCsv(csv)).toEqual({ cards, skipped: 0 });
  });

  it('reads rows without a header, semicolon-separated files and a byte-order mark', () => {
    expect(cardsFromCsv('\uFEFFcell;the unit of life\r\natom;smallest unit of an element\r\n')).toEqual({
      cards: [
        { front: 'cell', back: 'the unit of life', tags: [] },
        { front: 'atom', back: 'smallest unit of an element', tags: [] },
      ],
      skipped: 0,
    });
  });

  it('skips and counts rows without both a front and a back', () => {
    expect(cardsFromCsv('front,back\nonly a front\n,only a back\nok,fine\n')).toEqual({
      cards: [{ front: 'ok', back: 'fine', tags: [] }],
      skipped: 2,
    });
  });

  it('turns a space inside a tag into an underscore so the tag survives', () => {
    const csv = cardsToCsv([{ front: 'a', back: 'b', tags: ['cell biology'] }]);
    expect(cardsFromCsv(csv)?.cards[0]?.tags).toEqual(['cell_biology']);
  });

  it('gives null for text with a broken quote', () => {
    expect(cardsFromCsv('"unterminated,field\nx,y')).toBeNull();
  });
});
