import type { GeneratePaperRequest, Paper } from '@studyhub/contracts';
import { textOf as textOfContent } from '../../llm/openai.client';
import { maxTokensFor, writerMessages, type PromptSource } from './writer-prompt';

const paper: Pick<Paper, 'title' | 'paper_type' | 'level' | 'citation_style' | 'instructions' | 'sources'> = {
  title: 'Carbon pricing in small economies',
  paper_type: { mainType: 'essay', subType: 'argumentative' },
  level: 'masters',
  citation_style: 'HARVARD',
  instructions: 'Focus on Ireland and New Zealand.',
  sources: {
    required: true,
    inlineCitation: true,
    count: 1,
    yearRange: { start: 2015, end: 2025 },
    references: { links: [], files: [] },
  },
};

const source: PromptSource = {
  item: { id: 'lee2020', type: 'book', title: 'Carbon and tax', issued: { 'date-parts': [[2020]] } },
  reference: 'Lee, M. (2020). Carbon and tax. Campus Press.',
};

const request = (overrides: Partial<GeneratePaperRequest>): GeneratePaperRequest => ({
  mode: 'draft',
  words: 500,
  ...overrides,
});

const textOf = (messages: ReturnType<typeof writerMessages>) =>
  messages.map((message) => textOfContent(message.content)).join('\n');

describe('writerMessages', () => {
  it('describes the paper and lists the library by key, forbidding any other source or reference list', () => {
    const messages = writerMessages(paper, request({}), [source]);
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    const system = textOfContent(messages[0]!.content);
    expect(system).toContain("argumentative essay at master's level");
    expect(system).toContain('Harvard (Cite Them Right)');
    expect(system).toContain('[@lee2020] Lee, M. (2020). Carbon and tax. Campus Press.');
    expect(system).toMatch(/never invent a source/);
    expect(system).toMatch(/never write a\s+references, works cited or bibliography section/);
    const task = textOfContent(messages[1]!.content);
    expect(task).toContain('Title: Carbon pricing in small economies');
    expect(task).toContain('Focus on Ireland and New Zealand.');
    expect(task).toContain('complete paper in about 500 words');
  });

  it('tells the model to cite nothing when the library is empty', () => {
    expect(textOfContent(writerMessages(paper, request({}), [])[0]!.content)).toMatch(/do not cite anything/);
  });

  it('asks for the named section, an outline, or a continuation of the end of the text', () => {
    expect(
      textOf(writerMessages(paper, request({ mode: 'section', section: 'Methods', words: 300 }), [source])),
    ).toContain('Write the section "Methods" in about 300 words');
    expect(textOf(writerMessages(paper, request({ mode: 'outline' }), [source]))).toContain('outline');
    const longText = `${'early text '.repeat(2000)}THE END`;
    const continued = textOf(writerMessages(paper, request({ mode: 'continue', context: longText }), [source]));
    expect(continued).toContain('THE END');
    expect(continued.length).toBeLessThan(longText.length);
  });

  it('adds this generation’s own instruction', () => {
    expect(textOf(writerMessages(paper, request({ instruction: 'Use a formal tone.' }), [source]))).toContain(
      'Use a formal tone.',
    );
  });
});

describe('maxTokensFor', () => {
  it('leaves room for a little more than the words asked, and not much more', () => {
    expect(maxTokensFor(100)).toBeGreaterThan(100 * 1.3);
    expect(maxTokensFor(1000)).toBeLessThan(1000 * 2.2);
  });
});
