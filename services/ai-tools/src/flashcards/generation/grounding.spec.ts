import { contentStems, isGrounded, supportOf } from './grounding';

const PASSAGE =
  'Osmosis is the movement of water molecules across a partially permeable membrane from a dilute solution to a concentrated one.';

describe('contentStems', () => {
  it('drops stopwords and folds plurals and verb endings', () => {
    expect(contentStems('The cells are dividing and the membranes moved')).toEqual(['cell', 'divid', 'membran', 'mov']);
  });
});

describe('isGrounded', () => {
  it('keeps a card whose front and back the passage says', () => {
    expect(
      isGrounded({ front: 'Osmosis', back: 'Movement of water across a partially permeable membrane.' }, PASSAGE),
    ).toBe(true);
  });

  it('drops a card that adds facts the passage does not hold', () => {
    expect(
      isGrounded(
        { front: 'Osmosis', back: 'Discovered by Jean-Antoine Nollet in 1748 while studying pig bladders.' },
        PASSAGE,
      ),
    ).toBe(false);
  });

  it('drops a card about a term from elsewhere even with a plausible back', () => {
    expect(isGrounded({ front: 'Active transport', back: 'Movement of molecules across a membrane.' }, PASSAGE)).toBe(
      false,
    );
  });

  it('drops a card whose back is empty of content words', () => {
    expect(isGrounded({ front: 'Osmosis', back: 'It is what it is.' }, PASSAGE)).toBe(false);
  });
});

describe('supportOf', () => {
  it('is the share of content words found in the passage', () => {
    expect(supportOf('water membrane banana', new Set(contentStems(PASSAGE)))).toBeCloseTo(2 / 3);
  });
});
