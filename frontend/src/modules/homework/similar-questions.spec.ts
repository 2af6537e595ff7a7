import { SIMILAR_QUESTIONS_LIMIT, readSimilarQuestions, similarQuestionsPath } from './similar-questions';

describe('similarQuestionsPath', () => {
  it.each(['', '   ', '\n\t '])('asks nothing for blank text %p', (text) => {
    expect(similarQuestionsPath(text)).toBeNull();
  });

  it('searches the bank for the trimmed text, first page, a few rows', () => {
    expect(similarQuestionsPath('  fair die   rolled\ntwice ')).toBe(
      `/homework-questions?q=fair+die+rolled+twice&page=1&limit=${SIMILAR_QUESTIONS_LIMIT}`,
    );
  });

  it('encodes symbols and keeps to the 200 characters the API takes', () => {
    expect(similarQuestionsPath('x^2 + 2x = 3 & y?')).toBe(
      `/homework-questions?q=x%5E2+%2B+2x+%3D+3+%26+y%3F&page=1&limit=${SIMILAR_QUESTIONS_LIMIT}`,
    );
    const q = new URLSearchParams(similarQuestionsPath('a '.repeat(300))!.split('?')[1]).get('q');
    expect(q!.length).toBeLessThanOrEqual(200);
  });

  it('narrows to a subject when one is chosen', () => {
    expect(similarQuestionsPath('limit', 'subject-1')).toContain('subject_id=subject-1');
  });
});

describe('readSimilarQuestions', () => {
  it('keeps readable rows in order, at most the limit', () => {
    const rows = Array.from({ length: 8 }, (_, index) => ({
      id: `q${index}`,
      slug: `s${index}`,
      question: `Question ${index}`,
      subject: index === 0 ? { id: 'm', name: 'Mathematics', slug: 'mathematics' } : null,
    }));
    const read = readSimilarQuestions([{ slug: 'broken' }, ...rows]);
    expect(read).toHaveLength(SIMILAR_QUESTIONS_LIMIT);
    expect(read[0]).toEqual({ id: 'q0', slug: 's0', question: 'Question 0', subject: 'Mathematics' });
  });

  it.each([null, undefined, 'x', {}])('reads %p as no questions', (data) => {
    expect(readSimilarQuestions(data)).toEqual([]);
  });
});
