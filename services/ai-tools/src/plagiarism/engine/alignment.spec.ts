import { analyseText } from './analysed-text';
import { alignPassages } from './alignment';

const SOURCE = [
  'Photosynthesis converts light energy into chemical energy stored in glucose molecules.',
  'The light reactions take place in the thylakoid membranes of the chloroplast.',
  'Water molecules are split there, releasing oxygen as a by-product of the process.',
  'The Calvin cycle then fixes carbon dioxide into sugars in the stroma of the chloroplast.',
  'Plants growing in shade adapt by producing larger leaves with more chlorophyll pigment.',
].join(' ');

const OWN = [
  'My grandmother kept a vegetable garden behind the house for forty years.',
  'Every summer we picked tomatoes, beans and squash until the baskets overflowed.',
].join(' ');

function wordsOf(text: string, first: number, last: number): string {
  return analyseText(text).words.slice(first, last + 1).join(' ');
}

describe('alignPassages', () => {
  it('finds a copied passage and extends it to whole sentences in both texts', () => {
    const copied = 'The light reactions take place in the thylakoid membranes of the chloroplast. Water molecules are split there, releasing oxygen as a by-product of the process.';
    const input = `${OWN} ${copied} ${OWN}`;
    const [passage, ...others] = alignPassages(analyseText(input), analyseText(SOURCE));
    expect(others).toEqual([]);
    expect(wordsOf(input, passage!.query.first, passage!.query.last)).toBe(analyseText(copied).words.join(' '));
    expect(wordsOf(SOURCE, passage!.source.first, passage!.source.last)).toBe(analyseText(copied).words.join(' '));
  });

  it('recovers the sentence start when its first words were edited', () => {
    const edited = 'So these reactions take place in the thylakoid membranes of the chloroplast. Water molecules are split there, releasing oxygen as a by-product of the process.';
    const [passage] = alignPassages(analyseText(edited), analyseText(SOURCE));
    expect(passage!.query.first).toBe(0);
    expect(passage!.query.last).toBe(analyseText(edited).words.length - 1);
  });

  it('finds a paraphrase that swapped content words for synonyms through the stopword n-grams', () => {
    const paraphrase = 'The bright reactions occur in the thylakoid sheets of the plastid. Water particles are divided there, freeing oxygen as a by-product of the procedure.';
    const passages = alignPassages(analyseText(paraphrase), analyseText(SOURCE));
    expect(passages).toHaveLength(1);
    expect(passages[0]!.source.first).toBe(analyseText(SOURCE).words.indexOf('the', 10));
  });

  it('keeps shuffled sentences of one source passage as one passage', () => {
    const shuffled = 'Water molecules are split there, releasing oxygen as a by-product of the process. The Calvin cycle then fixes carbon dioxide into sugars in the stroma of the chloroplast. The light reactions take place in the thylakoid membranes of the chloroplast.';
    const passages = alignPassages(analyseText(shuffled), analyseText(SOURCE));
    expect(passages).toHaveLength(1);
    expect(passages[0]!.query).toEqual({ first: 0, last: analyseText(shuffled).words.length - 1 });
  });

  it('reports nothing for an unrelated text that shares only common phrases', () => {
    const unrelated = 'In the light of the evidence, the court found that the process was fair and that the energy of the lawyers was spent in vain.';
    expect(alignPassages(analyseText(`${OWN} ${unrelated}`), analyseText(SOURCE))).toEqual([]);
  });

  it('ignores a single shared clause shorter than the minimum passage', () => {
    expect(alignPassages(analyseText(`${OWN} stored in glucose molecules.`), analyseText(SOURCE))).toEqual([]);
  });
});
