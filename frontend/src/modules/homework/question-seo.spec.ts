import type { HomeworkAnswer } from '@studyhub/contracts';
import { plainTextOf, qaPageStructuredData, questionDescription, questionTitle } from './question-seo';

const answer: HomeworkAnswer = {
  steps: [
    { title: 'Add', body_markdown: 'We add: $2 + 2 = 4$.', verification: 'verified' },
    { title: 'Check', body_markdown: '**Double** it:\n\n$$4 \\cdot 2 = 8$$', verification: 'unverified' },
  ],
  final_answer_markdown: 'The answer is **$4$**.',
};

describe('question SEO', () => {
  it('reads Markdown with math as plain text', () => {
    expect(plainTextOf('# Title\n- **bold** and $x^2$ [link](https://a.example)')).toBe('Title bold and x^2 link');
  });

  it('titles the page with the question and describes it with the final answer', () => {
    expect(questionTitle('  What is\n2 + 2? ')).toBe('What is 2 + 2?');
    expect(questionTitle('x'.repeat(100))).toHaveLength(70);
    expect(questionDescription('What is 2 + 2?', answer)).toBe('The answer is 4.');
    expect(questionDescription('What is 2 + 2?', null)).toBe('Homework question: What is 2 + 2?');
  });

  it('gives a QAPage whose accepted answer holds the steps and the final answer', () => {
    const data = qaPageStructuredData({
      question: 'What is 2 + 2?',
      answer,
      url: 'https://studyhub.example/ai-homework-helper/what-is-2-2',
      createdAt: '2026-11-26T10:00:00.000Z',
    });
    expect(data).toMatchObject({
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: 'What is 2 + 2?',
        answerCount: 1,
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'Step 1: Add. We add: 2 + 2 = 4. Step 2: Check. Double it: 4 \\cdot 2 = 8 Final answer: The answer is 4.',
          url: 'https://studyhub.example/ai-homework-helper/what-is-2-2',
        },
      },
    });
  });

  it('has no accepted answer for a bank question not answered yet', () => {
    const data = qaPageStructuredData({ question: 'Q?', answer: null, url: 'u', createdAt: 'd' });
    expect(data.mainEntity).toMatchObject({ answerCount: 0 });
    expect(data.mainEntity).not.toHaveProperty('acceptedAnswer');
  });
});
