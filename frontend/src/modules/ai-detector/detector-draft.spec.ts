import { AI_DETECTOR_MAX_CHARACTERS, AI_DETECTOR_MIN_WORDS } from '@studyhub/contracts';
import { checkDraft, percent, ratePercent } from './detector-draft';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('checkDraft', () => {
  it('refuses fewer than 300 words and says how many are missing', () => {
    const check = checkDraft(words(AI_DETECTOR_MIN_WORDS - 20));
    expect(check).toEqual({
      ok: false,
      words: AI_DETECTOR_MIN_WORDS - 20,
      message: expect.stringContaining('20 to go'),
    });
  });

  it('accepts 300 words or more', () => {
    expect(checkDraft(words(AI_DETECTOR_MIN_WORDS))).toEqual({ ok: true, words: AI_DETECTOR_MIN_WORDS });
  });

  it('refuses a text longer than the server takes', () => {
    const check = checkDraft('a'.repeat(AI_DETECTOR_MAX_CHARACTERS + 1));
    expect(check.ok).toBe(false);
  });
});

describe('percent and ratePercent', () => {
  it('shows probabilities as whole percents and rates with at most two decimals', () => {
    expect(percent(0.973)).toBe('97%');
    expect(ratePercent(0.0025)).toBe('0.25%');
    expect(ratePercent(0.005)).toBe('0.5%');
    expect(ratePercent(0.01)).toBe('1%');
    expect(ratePercent(0)).toBe('0%');
  });
});
