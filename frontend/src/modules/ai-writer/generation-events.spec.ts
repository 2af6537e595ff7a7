import { readGenerationEvent, GENERATION_FAILED } from './generation-events';

describe('readGenerationEvent', () => {
  it('reads the four events of the contract', () => {
    expect(readGenerationEvent({ event: 'hold', data: '{"points_held":30}' })).toEqual({
      event: 'hold',
      data: { points_held: 30 },
    });
    expect(readGenerationEvent({ event: 'text', data: '{"text":"Once"}' })).toEqual({
      event: 'text',
      data: { text: 'Once' },
    });
    const done = {
      html: '<p>Once</p>',
      words: 1,
      points_charged: 10,
      balance: 90,
      engine: 'llm',
      model: 'qwen2.5-7b-instruct',
      cited: ['smith2020'],
      dropped: [{ marker: '[@nobody]', reason: 'not in the library' }],
      removed_bibliography: true,
    };
    expect(readGenerationEvent({ event: 'done', data: JSON.stringify(done) })).toEqual({ event: 'done', data: done });
    expect(
      readGenerationEvent({ event: 'error', data: '{"code":"INSUFFICIENT_POINTS","message":"insufficient points"}' }),
    ).toEqual({ event: 'error', data: { code: 'INSUFFICIENT_POINTS', message: 'insufficient points' } });
  });

  it('skips unknown events and broken data, and gives an error without a message a text to show', () => {
    expect(readGenerationEvent({ event: 'progress', data: '{}' })).toBeNull();
    expect(readGenerationEvent({ event: 'text', data: 'not json' })).toBeNull();
    expect(readGenerationEvent({ event: 'done', data: '{"html":"<p>x</p>"}' })).toBeNull();
    expect(readGenerationEvent({ event: 'error', data: '{}' })).toEqual({
      event: 'error',
      data: { code: 'GENERATION_FAILED', message: GENERATION_FAILED },
    });
  });
});
