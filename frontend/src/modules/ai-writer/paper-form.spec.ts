import type { Paper } from '@studyhub/contracts';
import { MESSAGES, newPaperFormValues, paperFormValues, parsePaperForm } from './paper-form';

describe('the paper form', () => {
  const today = new Date('2026-03-04T10:00:00Z');

  it('starts with the defaults of spec section 5', () => {
    expect(newPaperFormValues(today)).toMatchObject({
      level: 'undergraduate',
      citationStyle: 'APA_7',
      wordCount: '0',
      sourceCount: '5',
      yearStart: '2021',
      yearEnd: '2026',
      mainType: 'essay',
      subType: 'argumentative',
    });
  });

  it('turns valid values into the save request', () => {
    const parsed = parsePaperForm(
      {
        ...newPaperFormValues(today),
        title: '  Climate policy ',
        wordCount: '1500',
        referenceLinks: 'https://example.org/a\n\n http://example.org/b ',
      },
      ['uploads/ref.pdf'],
    );
    expect(parsed).toEqual({
      ok: true,
      title: 'Climate policy',
      settings: {
        paper_type: { mainType: 'essay', subType: 'argumentative' },
        word_count: 1500,
        level: 'undergraduate',
        citation_style: 'APA_7',
        sources: {
          required: true,
          inlineCitation: true,
          count: 5,
          yearRange: { start: 2021, end: 2026 },
          references: { links: ['https://example.org/a', 'http://example.org/b'], files: ['uploads/ref.pdf'] },
        },
        instructions: '',
      },
    });
  });

  it('names each wrong field with a message the student can act on', () => {
    const parsed = parsePaperForm({
      ...newPaperFormValues(today),
      mainType: 'report',
      subType: 'argumentative',
      wordCount: '1.5',
      sourceCount: '101',
      yearStart: '2026',
      yearEnd: '2020',
      referenceLinks: 'https://ok.example\nftp://nope.example',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        subType: MESSAGES.subType,
        wordCount: MESSAGES.wordCount,
        sourceCount: MESSAGES.sourceCount,
        yearEnd: MESSAGES.yearOrder,
        referenceLinks: MESSAGES.link(2),
      },
    });
    expect(parsePaperForm({ ...newPaperFormValues(today), yearStart: 'abc' })).toEqual({
      ok: false,
      errors: { yearStart: MESSAGES.year },
    });
  });

  it('reads a stored paper back into the same values', () => {
    const parsed = parsePaperForm(newPaperFormValues(today));
    if (!parsed.ok) throw new Error('defaults must be valid');
    const paper = { title: 'T', ...parsed.settings, paper_type: parsed.settings.paper_type } as unknown as Paper;
    expect(paperFormValues(paper)).toEqual({ ...newPaperFormValues(today), title: 'T' });
  });
});
