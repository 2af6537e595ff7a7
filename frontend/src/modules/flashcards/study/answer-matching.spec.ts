import { editDistance, judgeAnswer, normalizedAnswer } from './answer-matching';

describe('normalizedAnswer', () => {
  it('drops case, accents, punctuation, articles and our formatting', () => {
    expect(normalizedAnswer('  The **Café**, au-lait!  ')).toBe('cafe au lait');
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes and replacements', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('judgeAnswer', () => {
  it('accepts the same answer written differently', () => {
    expect(judgeAnswer('the mitochondria', 'Mitochondria.')).toBe('correct');
  });

  it('counts a small typo as almost right', () => {
    expect(judgeAnswer('photosyntesis', 'Photosynthesis')).toBe('almost');
  });

  it('accepts the main words of a long answer in other words', () => {
    expect(
      judgeAnswer(
        'water moving across a permeable membrane',
        'The movement of water across a partially permeable membrane',
      ),
    ).toBe('almost');
  });

  it('refuses a different or empty answer', () => {
    expect(judgeAnswer('diffusion', 'Osmosis')).toBe('wrong');
    expect(judgeAnswer('   ', 'Osmosis')).toBe('wrong');
    expect(judgeAnswer('cat', 'car')).toBe('wrong');
    expect(judgeAnswer('dog', 'car')).toBe('wrong');
  });
});
