import { estimatedUsage, estimateTokens, promptTokensOf } from './token-estimates';

describe('token estimates', () => {
  it('counts a token per four characters, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('adds each message’s framing and a fixed share per image to the prompt', () => {
    const text = { role: 'user' as const, content: 'x'.repeat(40) };
    const withImages = {
      role: 'user' as const,
      content: [
        { type: 'text' as const, text: 'x'.repeat(8) },
        { type: 'image_url' as const, image_url: { url: 'data:image/png;base64,AAAA' } },
        { type: 'image_url' as const, image_url: { url: 'https://example.org/a.png' } },
      ],
    };
    expect(promptTokensOf([text])).toBe(10 + 4);
    expect(promptTokensOf([withImages])).toBe(2 + 2 * 765 + 4);
    expect(promptTokensOf([text, withImages])).toBe(14 + 1536);
  });

  it('estimates the usage of an answer whose endpoint reported none', () => {
    expect(estimatedUsage([{ role: 'system', content: 'abcdefgh' }], 'x'.repeat(9))).toEqual({
      promptTokens: 2 + 4,
      completionTokens: 3,
    });
  });
});
