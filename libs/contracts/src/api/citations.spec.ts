import {
  SOURCE_TYPES,
  SOURCE_TYPE_LABELS,
  manualSourceInputSchema,
  sourceIdSchema,
  sourceItemSchema,
} from './citations';

function messagesFor(input: Record<string, unknown>): Record<string, string[]> {
  const result = manualSourceInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  const messages: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('manualSourceInputSchema', () => {
  it('accepts a journal article as CSL-JSON, keeping numbers as text and dropping unknown fields', () => {
    expect(
      manualSourceInputSchema.parse({
        type: 'article-journal',
        title: '  Sleep and memory ',
        author: [{ family: 'Smith', given: 'John A.' }, { literal: 'World Health Organization' }],
        issued: { 'date-parts': [[2020, 3]] },
        'container-title': 'Journal of Sleep Research',
        volume: 29,
        issue: '3',
        page: '123-145',
        DOI: '10.1111/jsr.12345',
        abstract: 'not kept',
      }),
    ).toEqual({
      type: 'article-journal',
      title: 'Sleep and memory',
      author: [{ family: 'Smith', given: 'John A.' }, { literal: 'World Health Organization' }],
      issued: { 'date-parts': [[2020, 3]] },
      'container-title': 'Journal of Sleep Research',
      volume: '29',
      issue: '3',
      page: '123-145',
      DOI: '10.1111/jsr.12345',
    });
  });

  it('asks for a title and a known type', () => {
    expect(messagesFor({ type: 'book', title: '   ' })).toEqual({ title: ['Please enter the title.'] });
    expect(messagesFor({ type: 'tweet', title: 'x' })).toEqual({ type: ['Please choose the type of source.'] });
  });

  it('refuses a DOI that is a link and a URL that is not on the web', () => {
    expect(messagesFor({ type: 'book', title: 'x', DOI: 'https://doi.org/10.1/x' })).toEqual({
      DOI: ['Please enter a DOI like 10.1000/xyz123.'],
    });
    expect(messagesFor({ type: 'webpage', title: 'x', URL: 'javascript:alert(1)' })).toEqual({
      URL: ['Please enter a web address starting with http:// or https://.'],
    });
  });

  it('accepts date ranges and literal dates, refuses impossible months', () => {
    const range = { 'date-parts': [[1998], [2001]] };
    expect(manualSourceInputSchema.parse({ type: 'book', title: 'x', issued: range }).issued).toEqual(range);
    expect(
      manualSourceInputSchema.parse({ type: 'book', title: 'x', issued: { literal: 'Spring 2021' } }).issued,
    ).toEqual({
      literal: 'Spring 2021',
    });
    expect(
      manualSourceInputSchema.safeParse({ type: 'book', title: 'x', issued: { 'date-parts': [[2020, 13]] } }).success,
    ).toBe(false);
  });

  it('labels every source type', () => {
    expect(Object.keys(SOURCE_TYPE_LABELS).sort()).toEqual([...SOURCE_TYPES].sort());
  });
});

describe('sourceIdSchema', () => {
  it('takes ids that a [@id] marker can carry and refuses the marker punctuation', () => {
    expect(sourceIdSchema.safeParse('3f2b9c1e-0d6a-4c53-9d0b-6f0c2a7e9b11').success).toBe(true);
    expect(sourceIdSchema.safeParse('smith2020:a').success).toBe(true);
    for (const bad of ['', 'a b', 'a;b', 'a,b', '@a', 'a]', '-a'])
      expect(sourceIdSchema.safeParse(bad).success).toBe(false);
  });

  it('is required on a library item', () => {
    expect(sourceItemSchema.safeParse({ type: 'book', title: 'x' }).success).toBe(false);
    expect(sourceItemSchema.parse({ id: 's1', type: 'book', title: 'x' })).toEqual({
      id: 's1',
      type: 'book',
      title: 'x',
    });
  });
});
