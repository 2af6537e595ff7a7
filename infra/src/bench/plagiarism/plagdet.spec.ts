import { plagdet, type ReusePair } from './plagdet';

const pair = (suspicious: [number, number], source: [number, number], sourceId = 'src'): ReusePair => ({
  suspiciousId: 'susp',
  sourceId,
  suspicious: { start: suspicious[0], end: suspicious[1] },
  source: { start: source[0], end: source[1] },
});

describe('plagdet', () => {
  it('is 1 for detections equal to the cases', () => {
    const cases = [pair([0, 100], [50, 150]), pair([200, 260], [0, 60], 'other')];
    expect(plagdet(cases, cases)).toMatchObject({ precision: 1, recall: 1, granularity: 1, plagdet: 1 });
  });

  it('halves recall for a detection covering half of a case on both sides, keeping precision', () => {
    const scores = plagdet([pair([0, 100], [0, 100])], [pair([0, 50], [0, 50])]);
    expect(scores.precision).toBe(1);
    expect(scores.recall).toBe(0.5);
    expect(scores.plagdet).toBeCloseTo(2 / 3);
  });

  it('counts a detection pointing at the wrong source as a false one', () => {
    const scores = plagdet([pair([0, 100], [0, 100])], [pair([0, 100], [0, 100], 'elsewhere')]);
    expect(scores).toMatchObject({ precision: 0, recall: 0, plagdet: 0, detectedCases: 0 });
  });

  it('penalises a case found in two pieces through granularity', () => {
    const scores = plagdet([pair([0, 100], [0, 100])], [pair([0, 50], [0, 50]), pair([50, 100], [50, 100])]);
    expect(scores.recall).toBe(1);
    expect(scores.granularity).toBe(2);
    expect(scores.plagdet).toBeCloseTo(1 / Math.log2(3));
  });

  it('lowers precision by a detection in a clean text', () => {
    const truth = pair([0, 100], [0, 100]);
    const scores = plagdet([truth], [truth, { ...pair([0, 10], [0, 10]), suspiciousId: 'clean' }]);
    expect(scores.precision).toBe(0.5);
  });
});
