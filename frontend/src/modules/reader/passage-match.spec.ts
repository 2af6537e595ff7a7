import { passageItemIndexes, passageMatchLength } from './passage-match';

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
      passageItemIndexes(
        PAGE,
        'Chlorophyll absorbs red and blue light. It reflects green light, which is why leaves look green.',
      ),
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

describe('passageMatchLength', () => {
  const title = 'Thermodynamics lecture notes, week one: page';
  const pages = [
    [`${title} 1 of 3`, 'Temperature measures the average kinetic energy of particles.'],
    [`${title} 2 of 3`, 'The Carnot cycle sets the upper limit on the efficiency of any heat engine.'],
  ];
  const passage = `${title} 2 of 3 The Carnot cycle sets the upper limit on the efficiency of any heat engine.`;

  it('prefers the page that shows the passage over one that only shares its running title', () => {
    const lengths = pages.map((items) => passageMatchLength(items, passage));
    expect(lengths[0]).toBeGreaterThan(0);
    expect(lengths[1]).toBeGreaterThan(lengths[0]!);
  });

  it('is 0 when the page shows none of it', () => {
    expect(passageMatchLength(['Nothing alike here at all, not a word.'], passage)).toBe(0);
  });
});
