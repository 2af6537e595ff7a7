import { KneserNeyTrigramModel, SENTENCE_END, SENTENCE_START, UNKNOWN, countTrigrams } from './ngram-model';

const SENTENCES = [
  ['the', 'cat', 'sat', 'on', 'the', 'mat'],
  ['the', 'dog', 'sat', 'on', 'the', 'rug'],
  ['the', 'cat', 'ate', 'the', 'fish'],
  ['a', 'dog', 'ate', 'the', 'bone'],
  ['the', 'cat', 'sat', 'on', 'a', 'mat'],
  ['zebra', 'the', 'cat', 'sat'],
];

function model(): KneserNeyTrigramModel {
  return new KneserNeyTrigramModel(countTrigrams(SENTENCES));
}

/** Every id the model may predict: all but the sentence start. */
function predictable(counts: ReturnType<typeof countTrigrams>): number[] {
  return counts.vocabulary.map((_, id) => id).filter((id) => counts.vocabulary[id] !== SENTENCE_START);
}

describe('countTrigrams', () => {
  it('keeps words seen twice or more, ordered by count, and counts the rest as <unk> types', () => {
    const counts = countTrigrams(SENTENCES);
    expect(counts.vocabulary.slice(0, 4)).toEqual([UNKNOWN, SENTENCE_START, SENTENCE_END, 'the']);
    expect(counts.vocabulary).toContain('cat');
    // fish, bone, rug and zebra are seen once.
    expect(counts.vocabulary).not.toContain('zebra');
    expect(counts.unknownTypes).toBe(4);
  });

  it('counts each sentence with two starts and one end, keys sorted', () => {
    const counts = countTrigrams(SENTENCES);
    const tokens = SENTENCES.reduce((sum, sentence) => sum + sentence.length + 1, 0);
    expect(counts.counts.reduce((sum, count) => sum + count, 0)).toBe(tokens);
    expect([...counts.keys]).toEqual([...counts.keys].sort((a, b) => a - b));
  });
});

describe('KneserNeyTrigramModel', () => {
  const counts = countTrigrams(SENTENCES);
  const lm = model();
  const id = (word: string) => lm.idOf(word);
  const contexts: [string, string][] = [
    [SENTENCE_START, SENTENCE_START],
    [SENTENCE_START, 'the'],
    ['the', 'cat'],
    ['sat', 'on'],
    ['mat', 'dog'],
    [UNKNOWN, UNKNOWN],
  ];

  it.each(contexts)('gives a distribution that sums to 1 after (%s, %s)', (u, v) => {
    const total = predictable(counts).reduce((sum, w) => sum + lm.probability(id(u), id(v), w), 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it('prefers what followed a context in training over what did not', () => {
    expect(lm.probability(id('the'), id('cat'), id('sat'))).toBeGreaterThan(
      lm.probability(id('the'), id('cat'), id('mat')),
    );
    expect(lm.probability(id('sat'), id('on'), id('the'))).toBeGreaterThan(0.4);
  });

  it('gives a word never seen in a context some probability, less than one seen there', () => {
    // "mat" and "dog" were never seen after "ate"; "the" was, so the backed-off mass goes on.
    const afterAte = (word: string) => lm.probability(id('cat'), id('ate'), id(word));
    expect(afterAte('the')).toBeGreaterThan(afterAte('mat'));
    expect(afterAte('mat')).toBeGreaterThan(0);
  });

  it('scores a sentence token by token, its end included, with unseen words the most surprising', () => {
    const bits = lm.surprisals(['the', 'cat', 'sat', 'on', 'the', 'quasar']);
    expect(bits).toHaveLength(7);
    for (const value of bits) expect(value).toBeGreaterThan(0);
    expect(Math.max(...bits)).toBe(bits[5]);
    const known = lm.surprisals(['the', 'cat', 'sat', 'on', 'the', 'mat']);
    expect(known.reduce((a, b) => a + b, 0)).toBeLessThan(bits.reduce((a, b) => a + b, 0));
  });

  it('lists the words seen after a context with their counts', () => {
    const next = lm.continuations(['the', 'cat']);
    expect(Object.fromEntries(next.words.map((word, index) => [word, next.counts[index]]))).toEqual({ sat: 3, ate: 1 });
    expect(lm.continuations([]).words).toEqual(expect.arrayContaining(['the', 'a', UNKNOWN]));
  });

  it('is the same model after its counts are copied, as when read from disk', () => {
    const copy = new KneserNeyTrigramModel({
      ...counts,
      keys: Float64Array.from(counts.keys),
      counts: Uint32Array.from(counts.counts),
    });
    expect(copy.surprisals(['a', 'dog', 'sat'])).toEqual(lm.surprisals(['a', 'dog', 'sat']));
  });
});
