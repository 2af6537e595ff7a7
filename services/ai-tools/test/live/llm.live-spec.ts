import { randomUUID } from 'node:crypto';
import type { SourceItem } from '@studyhub/contracts';
import { generatedPaperText } from '../../src/papers/generation/generated-html';
import { maxTokensFor, writerMessages, type PromptSource } from '../../src/papers/generation/writer-prompt';
import { GatewayUnderTest } from '../support/gateway-under-test';

/**
 * Our logic against a real model: the probe, plain and streamed answers, and the writer pipeline
 * keeping citations to the library whatever the model writes. Run by `npm run test:live` only
 * when LLM_BASE_URL and LLM_MODEL are set (infra/scripts/test-live.sh).
 */
const env: Record<string, string> = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('LLM_') && entry[1] !== undefined,
  ),
);

describe('the LLM gateway against the configured endpoint', () => {
  let underTest: GatewayUnderTest;
  const userId = randomUUID();

  beforeAll(() => {
    underTest = GatewayUnderTest.create({ LLM_TIMEOUT_MS: '90000', ...env });
  });

  afterAll(async () => {
    await underTest?.close();
  });

  it('probes what the endpoint can do and labels the model', async () => {
    const status = await underTest.gateway.status();
    expect(status.engine).toBe('llm');
    expect(status.model).toBe(env.LLM_MODEL_WRITER ?? env.LLM_MODEL);
    expect(typeof status.capabilities.streaming).toBe('boolean');
  });

  it('answers a short question with usage counted', async () => {
    const answer = await underTest.gateway.generate({
      userId,
      feature: 'editor',
      messages: [{ role: 'user', content: 'Reply with the single word: ready' }],
      maxTokens: 20,
      temperature: 0,
    });
    expect(answer.text.toLowerCase()).toContain('ready');
    expect(answer.usage.completionTokens).toBeGreaterThan(0);
  });

  it('streams an answer whose pieces add up to the final text', async () => {
    let streamed = '';
    let final = '';
    for await (const event of underTest.gateway.stream({
      userId,
      feature: 'writer',
      messages: [{ role: 'user', content: 'Count from one to five in words, separated by spaces.' }],
      maxTokens: 40,
      temperature: 0,
    })) {
      if (event.kind === 'text') streamed += event.text;
      else final = event.generation.text;
    }
    expect(streamed).toBe(final);
    expect(final.toLowerCase()).toContain('three');
  });

  it('writes a paragraph whose citations all come from the library', async () => {
    const library: SourceItem[] = [
      {
        id: 'walker2017',
        type: 'book',
        title: 'Why we sleep',
        author: [{ family: 'Walker', given: 'Matthew' }],
        publisher: 'Scribner',
        issued: { 'date-parts': [[2017]] },
      },
      {
        id: 'stickgold2005',
        type: 'article-journal',
        title: 'Sleep-dependent memory consolidation',
        author: [{ family: 'Stickgold', given: 'Robert' }],
        'container-title': 'Nature',
        volume: '437',
        page: '1272-1278',
        issued: { 'date-parts': [[2005]] },
      },
    ];
    const sources: PromptSource[] = library.map((item) => ({ item, reference: `${item.title} (${item.id})` }));
    const messages = writerMessages(
      {
        title: 'Why students should sleep before exams',
        paper_type: { mainType: 'essay', subType: 'persuasive' },
        level: 'undergraduate',
        citation_style: 'APA_7',
        instructions: '',
        sources: {
          required: true,
          inlineCitation: true,
          count: 2,
          yearRange: { start: 2000, end: 2025 },
          references: { links: [], files: [] },
        },
      },
      { mode: 'section', section: 'Introduction', words: 150 },
      sources,
    );
    const answer = await underTest.gateway.generate({
      userId,
      feature: 'writer',
      messages,
      maxTokens: maxTokensFor(150),
      temperature: 0.3,
    });
    const result = generatedPaperText(answer.text, library, 'APA_7', 'section');
    expect(result.words).toBeGreaterThan(50);
    expect(result.cited.every((id) => library.some((item) => item.id === id))).toBe(true);
    expect(result.html).not.toContain('[@');
  });
});
