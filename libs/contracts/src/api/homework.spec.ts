import {
  isBase64,
  HOMEWORK_ANSWER_HOLD_POINTS,
  SIMILAR_QUESTIONS_QUERY_MAX_LENGTH,
  askHomeworkQuestionSchema,
  similarQuestionsQueryOf,
} from './homework';

describe('homework contracts', () => {
  it('holds the writing price of 600 words', () => {
    expect(HOMEWORK_ANSWER_HOLD_POINTS).toBe(60);
  });

  it('cuts a long question at a word for the similar-questions search', () => {
    const long = `${'photosynthesis '.repeat(30)}end`;
    const query = similarQuestionsQueryOf(long);
    expect(query.length).toBeLessThanOrEqual(SIMILAR_QUESTIONS_QUERY_MAX_LENGTH);
    expect(query.endsWith('photosynthesis')).toBe(true);
    expect(similarQuestionsQueryOf('  Solve\n 2x + 3 = 7 ')).toBe('Solve 2x + 3 = 7');
  });

  it('takes PNG, JPEG and WebP data URLs up to 4 MB, and nothing else', () => {
    const ask = (image: string) =>
      askHomeworkQuestionSchema.safeParse({ question: 'Solve it', is_public: false, image });
    const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
    expect(ask(png(4 * 1024 * 1024)).success).toBe(true);
    expect(ask(png(4 * 1024 * 1024 + 1)).success).toBe(false);
    expect(ask(`data:image/webp;base64,${Buffer.from('RIFF').toString('base64')}`).success).toBe(true);
    expect(ask(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`).success).toBe(false);
    expect(ask('https://example.com/a.png').success).toBe(false);
  });

  it('reads base64 by its alphabet and at most two padding characters', () => {
    expect(isBase64('QUJD')).toBe(true);
    expect(isBase64('QUI=')).toBe(true);
    expect(isBase64('QQ==')).toBe(true);
    expect(isBase64('Q===')).toBe(false);
    expect(isBase64('QU I=')).toBe(false);
    expect(isBase64('QU-I')).toBe(false);
    expect(isBase64('')).toBe(false);
    expect(isBase64('==')).toBe(false);
  });

  it('requires a question of 1 to 5000 characters and the visibility', () => {
    expect(askHomeworkQuestionSchema.safeParse({ question: '   ', is_public: true }).success).toBe(false);
    expect(askHomeworkQuestionSchema.safeParse({ question: 'x'.repeat(5001), is_public: true }).success).toBe(false);
    expect(askHomeworkQuestionSchema.safeParse({ question: 'Why?' }).success).toBe(false);
    expect(askHomeworkQuestionSchema.safeParse({ question: 'Why?', is_public: true }).success).toBe(true);
  });
});
