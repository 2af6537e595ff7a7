import { compressionRatio } from './compression';
import {
  burstiness,
  functionWordRate,
  mean,
  movingTypeTokenRatio,
  punctuationDiversity,
  standardDeviation,
} from './stylometry';

describe('stylometry', () => {
  it('burstiness is the spread of sentence lengths over their mean, 0 when all are equal', () => {
    expect(burstiness([10, 10, 10])).toBe(0);
    expect(burstiness([5, 15])).toBeCloseTo(0.5, 10);
    expect(burstiness([12])).toBe(0);
  });

  it('the moving type-token ratio is 1 for all-different words and falls with repetition', () => {
    const distinct = Array.from({ length: 120 }, (_, index) => `word${index}`);
    expect(movingTypeTokenRatio(distinct)).toBe(1);
    const repeated = Array.from({ length: 120 }, (_, index) => `word${index % 10}`);
    expect(movingTypeTokenRatio(repeated)).toBeCloseTo(10 / 50, 10);
    expect(movingTypeTokenRatio(['a', 'b', 'a', 'c'])).toBe(0.75);
  });

  it('counts the share of function words', () => {
    expect(functionWordRate(['the', 'cat', 'sat', 'on', 'the', 'mat'])).toBe(0.5);
    expect(functionWordRate([])).toBe(0);
  });

  it('punctuation variety is the entropy of the marks used', () => {
    expect(punctuationDiversity('No marks here')).toBe(0);
    expect(punctuationDiversity('One. Two. Three.')).toBe(0);
    expect(punctuationDiversity('Yes, no.')).toBe(1);
    expect(punctuationDiversity('Well; (maybe): "yes", no? Fine!')).toBeGreaterThan(2);
  });

  it('mean and population standard deviation', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(standardDeviation([3])).toBe(0);
  });
});

describe('compressionRatio', () => {
  it('is lower for repetitive text than for varied text of the same length', () => {
    const repetitive = 'The results are important. '.repeat(20);
    const varied =
      'Rain hammered the tin roof while Maria counted jars of plum jam, wondering whether the ferry would sail at dawn or wait until the harbour master finally relented. Her brother swore the engine had a cough; she suspected cheap diesel and bad luck. By noon, gulls circled the quay, and a fisherman with one boot sold her three mackerel for a story about Lisbon.';
    expect(compressionRatio(repetitive.slice(0, varied.length))).toBeLessThan(compressionRatio(varied) / 2);
    expect(compressionRatio('')).toBe(1);
  });
});
