import { defaultReply, instanceOf } from './fake-model';

describe('the end-to-end stack’s fake model', () => {
  it('answers the capability probe with JSON that parses', () => {
    const reply = defaultReply({ messages: [{ role: 'user', content: 'Answer with {"ok": true}.' }] });
    expect(JSON.parse(reply)).toEqual({ ok: true });
  });

  it('fills a requested JSON schema', () => {
    const schema = {
      type: 'object',
      properties: {
        summary: { type: 'string' },
        steps: {
          type: 'array',
          items: { type: 'object', properties: { n: { type: 'integer' }, kind: { enum: ['a', 'b'] } } },
        },
      },
    };
    expect(instanceOf(schema)).toEqual({ summary: 'Example summary.', steps: [{ n: 1, kind: 'a' }] });
    const reply = defaultReply({
      response_format: { type: 'json_schema', json_schema: { name: 'x', schema } },
      messages: [],
    });
    expect(JSON.parse(reply)).toMatchObject({ summary: 'Example summary.' });
  });

  it('writes about the words asked for, citing only the keys the prompt listed', () => {
    const reply = defaultReply({
      messages: [
        {
          role: 'system',
          content:
            'You are an academic writing assistant.\nYou may cite ONLY these sources, by their keys:\n[@lee2020] Lee (2020).',
        },
        { role: 'user', content: 'Title: Sleep\n\nWrite the complete paper in about 120 words.' },
      ],
    });
    const words = reply.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length;
    expect(words).toBeGreaterThanOrEqual(110);
    expect(words).toBeLessThan(160);
    expect([...reply.matchAll(/\[@([^\]]+)\]/g)].map((match) => match[1])).toEqual(expect.arrayContaining(['lee2020']));
    expect(reply).not.toMatch(/\[@(?!lee2020\])/);
  });

  it('edits a passage without touching its numbers or names', () => {
    const reply = defaultReply({
      messages: [{ role: 'user', content: '<passage>\nIn 2019 Smith was very sure that 45% agreed.\n</passage>' }],
    });
    expect(reply).toBe('In 2019 Smith was sure that 45% agreed.');
  });
});
