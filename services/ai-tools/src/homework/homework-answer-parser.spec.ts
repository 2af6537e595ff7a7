import { checkAnswer, hasMismatch, wordsWritten } from './checked-answer';
import { parseHomeworkAnswer } from './homework-answer-parser';
import { homeworkMessages } from './homework-prompt';

const ANSWER = {
  steps: [
    {
      title: 'Subtract 3',
      body_markdown: 'From $2x + 3 = 7$ we get $2x = 4$.',
      check: { kind: 'arithmetic', expression: '7 - 3 = 4' },
    },
    {
      title: 'Divide by 2',
      body_markdown: 'So $x = 2$.',
      check: { kind: 'solution', expression: '2x + 3 = 7; x = 2' },
    },
    { title: 'Differentiate', body_markdown: "$f'(x) = 2$", check: null },
  ],
  final_answer_markdown: '$x = 2$',
};

describe('parseHomeworkAnswer', () => {
  it('reads structured output as is', () => {
    const parsed = parseHomeworkAnswer(JSON.stringify(ANSWER));
    expect(parsed?.steps).toHaveLength(3);
    expect(parsed?.steps[0]?.check).toEqual({ kind: 'arithmetic', expression: '7 - 3 = 4' });
    expect(parsed?.steps[2]).not.toHaveProperty('check');
    expect(parsed?.final_answer_markdown).toBe('$x = 2$');
  });

  it('reads the JSON out of a code fence or a sentence, with the shortened keys some models use', () => {
    const reply = `Here is the solution:\n\`\`\`json\n${JSON.stringify({
      steps: [{ title: 'Add', body: '$1 + 1 = 2$' }],
      final_answer: '2',
    })}\n\`\`\``;
    expect(parseHomeworkAnswer(reply)).toEqual({
      steps: [{ title: 'Add', body_markdown: '$1 + 1 = 2$' }],
      final_answer_markdown: '2',
    });
  });

  it('keeps a step whose check is malformed, without the check', () => {
    const parsed = parseHomeworkAnswer(
      JSON.stringify({
        ...ANSWER,
        steps: [{ title: '', body_markdown: 'x', check: { kind: 'derivative', expression: 'x' } }],
      }),
    );
    expect(parsed?.steps).toEqual([{ title: 'Step 1', body_markdown: 'x' }]);
  });

  it.each([
    ['no JSON', 'The answer is 2.'],
    ['broken JSON', '{"steps": [ {"title": "a"'],
    ['no steps', JSON.stringify({ steps: [], final_answer_markdown: '2' })],
    ['no final answer', JSON.stringify({ steps: ANSWER.steps })],
    ['steps without text', JSON.stringify({ steps: [{ title: 'a', body_markdown: '' }], final_answer_markdown: '2' })],
    ['a list', '[1, 2]'],
  ])('gives null for %s', (_label, reply) => expect(parseHomeworkAnswer(reply)).toBeNull());
});

describe('checkAnswer', () => {
  it('marks each step from its check, and a wrong step as a mismatch the answer reports', () => {
    const checked = checkAnswer(parseHomeworkAnswer(JSON.stringify(ANSWER))!);
    expect(checked.steps.map((step) => step.verification)).toEqual(['verified', 'verified', 'unverified']);
    expect(hasMismatch(checked)).toBe(false);
    const wrong = checkAnswer({
      steps: [{ title: 'Add', body_markdown: '$7 - 3 = 5$', check: { kind: 'arithmetic', expression: '7 - 3 = 5' } }],
      final_answer_markdown: 'x = 2.5',
    });
    expect(wrong.steps[0]?.verification).toBe('mismatch');
    expect(hasMismatch(wrong)).toBe(true);
  });
});

describe('wordsWritten', () => {
  it('counts titles, steps and the final answer, not LaTeX command names', () => {
    expect(
      wordsWritten({
        steps: [{ title: 'Two words', body_markdown: 'Then $\\frac{a}{b}$ here' }],
        final_answer_markdown: 'Done',
      }),
    ).toBe(2 + 4 + 1);
  });
});

describe('homeworkMessages', () => {
  it('sends the question as text, or with the image as a part the model reads', () => {
    const [, plain] = homeworkMessages({ question: 'Solve 2x+3=7' });
    expect(plain?.content).toBe('<question>\nSolve 2x+3=7\n</question>');
    const [, withImage] = homeworkMessages({ question: 'See image', imageDataUrl: 'data:image/png;base64,AAAA' });
    expect(withImage?.content).toEqual([
      expect.objectContaining({ type: 'text' }),
      { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
    ]);
  });

  it('marks formula blocks as LaTeX', () => {
    const [, message] = homeworkMessages({
      question: 'Solve',
      formattedQuestion: {
        blocks: [
          { type: 'text', text: 'Solve' },
          { type: 'math', text: 'x^2 = 4' },
        ],
      },
    });
    expect(message?.content).toBe('<question>\nSolve\n$x^2 = 4$\n</question>');
  });
});
