import { writingCost } from '@studyhub/contracts';
import { heldWords, writingHoldPoints } from './writing-hold';

describe('writingHoldPoints', () => {
  it('holds the price of a fifth more words than asked for', () => {
    expect(heldWords(100)).toBe(120);
    expect(writingHoldPoints(100)).toBe(20);
    expect(writingHoldPoints(500)).toBe(60);
    expect(writingHoldPoints(1)).toBe(10);
  });

  it('always covers the price of the words asked for, and of any count up to the held words', () => {
    for (const requested of [1, 50, 99, 100, 101, 250, 834, 1000, 5000]) {
      const hold = writingHoldPoints(requested);
      expect(hold).toBeGreaterThanOrEqual(writingCost(requested));
      expect(hold).toBeGreaterThanOrEqual(writingCost(heldWords(requested)));
    }
  });
});
