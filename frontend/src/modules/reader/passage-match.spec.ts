import { passageItemIndexes } from './passage-match';

const PAGE = [
  'Chapter 2. Cells',
  'Photosynthesis takes place in the chloro-',
  'plasts of plant cells. Chlorophyll absorbs',
  'red and blue light.',
  'Mitochondria release energy.',
];

describe('passageItemIndexes', () => {
  it('finds a passage across items, ignoring spacing, hyphenation and case', () => {
    expect(passageItemIndexes(PAGE, 'photosynthesis takes place in the chloroplasts of plant cells.')).toEqual([1, 2]);
  });

  it('finds the beginning of a passage that goes on to the next page', () => {
    expect(
      passageItemIndexes(PAGE, 'Chlorophyll absorbs red and blue light. It reflects green light, which is why leaves look green.'),
    ).toEqual([2, 3]);
  });

  it('finds the end of a passage that began on the page before', () => {
    expect(passageItemIndexes(PAGE, 'The inner membrane is folded. Mitochondria release energy.')).toEqual([4]);
  });

  it('finds nothing for a passage the page does not show, or an empty one', () => {
    expect(passageItemIndexes(PAGE, 'The nucleus holds the DNA of the cell.')).toEqual([]);
    expect(passageItemIndexes(PAGE, '   ')).toEqual([]);
    expect(passageItemIndexes([], 'anything at all here')).toEqual([]);
  });
});
