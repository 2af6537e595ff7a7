import { documentBodyOf, questionBodyOf } from './source-texts';

const chunk = (index: number, text: string) => ({ index, pageFrom: 1, pageTo: 1, text });

describe('documentBodyOf', () => {
  it('joins chunks in reading order and keeps the overlap between two chunks once', () => {
    const first = 'Cells are the basic unit of life. Every organism is made of one or more cells.';
    const second = 'Every organism is made of one or more cells. Cells come from other cells.';
    expect(documentBodyOf([chunk(1, second), chunk(0, first)])).toBe(
      'Cells are the basic unit of life. Every organism is made of one or more cells. Cells come from other cells.',
    );
  });

  it('separates chunks that do not overlap with a blank line', () => {
    expect(documentBodyOf([chunk(0, 'First page text.'), chunk(1, 'Second page text.')])).toBe(
      'First page text.\n\nSecond page text.',
    );
  });
});

describe('questionBodyOf', () => {
  it('is the question, the steps and the final answer as a reader sees them', () => {
    const answer = {
      steps: [{ title: 'Subtract', body_markdown: 'Take 3 from both sides.', verification: 'unverified' as const }],
      final_answer_markdown: 'x = 2',
    };
    expect(questionBodyOf(' Solve 2x + 3 = 7. ', answer)).toBe('Solve 2x + 3 = 7.\n\nSubtract\n\nTake 3 from both sides.\n\nx = 2');
  });
});
