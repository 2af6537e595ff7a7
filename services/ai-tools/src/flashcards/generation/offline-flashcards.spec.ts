import { backgroundOf } from './background-frequencies';
import { findDefinitions } from './definitions';
import { englishSentences, textBlocks } from './english-text';
import { spanText } from './noun-chunks';
import { keyTermsOf, offlineFlashcards } from './offline-flashcards';

function definitionsIn(sentence: string) {
  const [parsed] = englishSentences(sentence);
  return findDefinitions(parsed!.tokens).map((found) => ({
    term: spanText(parsed!.tokens, found.term),
    definition: found.definition,
    acronym: found.acronym,
  }));
}

const NOTES = `Photosynthesis is the process by which green plants make glucose from carbon dioxide and water, using light energy.
It takes place in the chloroplasts. Chlorophyll is the green pigment that absorbs red and blue light.
The light-dependent reactions release oxygen. The Calvin cycle takes place in the stroma, the fluid that surrounds the thylakoids.
In the Calvin cycle, the enzyme rubisco fixes carbon dioxide. The Calvin cycle uses ATP made by the light-dependent reactions.`;

describe('textBlocks', () => {
  it('joins lines a PDF wrapped, and splits at sentence ends, bullets and blank lines', () => {
    expect(
      textBlocks(
        'The cell is the basic\nunit of life.\nAtoms are small\n\nHeading\n- Osmosis: water moving\n2) Diffusion: particles spreading',
      ),
    ).toEqual([
      'The cell is the basic unit of life.',
      'Atoms are small',
      'Heading',
      'Osmosis: water moving',
      'Diffusion: particles spreading',
    ]);
  });
});

describe('findDefinitions', () => {
  it('finds "X is a/the ..." with the rest of the sentence as the definition', () => {
    expect(definitionsIn('Photosynthesis is the process by which plants make glucose.')).toEqual([
      { term: 'Photosynthesis', definition: 'The process by which plants make glucose.', acronym: null },
    ]);
  });

  it('finds "... is called X", a bracketed acronym, a colon and an apposition', () => {
    expect(definitionsIn('The movement of water across a membrane is called osmosis.')).toEqual([
      { term: 'osmosis', definition: 'The movement of water across a membrane.', acronym: null },
    ]);
    expect(definitionsIn('Adenosine triphosphate (ATP) is the energy currency of the cell.')).toEqual([
      { term: 'Adenosine triphosphate', definition: 'The energy currency of the cell.', acronym: 'ATP' },
    ]);
    expect(definitionsIn('Osmosis: the movement of water across a membrane')).toEqual([
      { term: 'Osmosis', definition: 'The movement of water across a membrane.', acronym: null },
    ]);
    expect(
      definitionsIn('The Calvin cycle takes place in the stroma, the fluid that surrounds the thylakoids.'),
    ).toEqual([{ term: 'stroma', definition: 'The fluid that surrounds the thylakoids.', acronym: null }]);
  });

  it('finds nothing in a sentence that describes rather than defines', () => {
    expect(definitionsIn('The cell is very small.')).toEqual([]);
    expect(definitionsIn('It is the powerhouse of the cell.')).toEqual([]);
  });
});

describe('keyTermsOf', () => {
  const passages = [{ text: NOTES, pageFrom: null, pageTo: null }];

  it('ranks the text’s specific terms above words general English uses everywhere', () => {
    const labels = keyTermsOf(passages).map((term) => term.label.toLowerCase());
    const top = labels.slice(0, 8);
    for (const term of ['photosynthesis', 'chlorophyll', 'calvin cycle', 'light-dependent reactions']) {
      expect(top).toContain(term);
    }
    expect(top).not.toContain('water');
    // "cycle" alone is always part of "Calvin cycle" here: left out.
    expect(labels).not.toContain('cycle');
  });

  it('ranks by the background: a word common in it falls behind', () => {
    const text = [
      {
        text: 'Researchers keep zebrafish in tanks near the tables. The zebrafish and the tables were cleaned.',
        pageFrom: null,
        pageTo: null,
      },
    ];
    const tablesCommon = backgroundOf(
      new Map([
        ['table', 400],
        ['tables', 400],
      ]),
      500,
    );
    const labels = keyTermsOf(text, tablesCommon).map((term) => term.label.toLowerCase());
    expect(labels[0]).toBe('zebrafish');
    expect(labels.at(-1)).toBe('tables');
  });
});

describe('offlineFlashcards', () => {
  it('makes cards of defined terms first, each with its definition, at most the count asked', () => {
    const cards = offlineFlashcards([{ text: NOTES, pageFrom: null, pageTo: null }], 3);
    expect(cards).toHaveLength(3);
    const byFront = new Map(cards.map((card) => [card.front, card.back]));
    expect(byFront.get('Photosynthesis')).toBe(
      'The process by which green plants make glucose from carbon dioxide and water, using light energy.',
    );
    expect(byFront.get('Chlorophyll')).toBe('The green pigment that absorbs red and blue light.');
    expect(byFront.get('Stroma')).toBe('The fluid that surrounds the thylakoids.');
  });

  it('names the passage a card came from', () => {
    const cards = offlineFlashcards(
      [
        { text: 'Cells are small.', pageFrom: 1, pageTo: 1 },
        { text: 'Mitosis is the division of a cell into two identical daughter cells.', pageFrom: 2, pageTo: 2 },
      ],
      5,
    );
    expect(cards[0]).toEqual({
      front: 'Mitosis',
      back: 'The division of a cell into two identical daughter cells.',
      passage: 1,
    });
  });
});
