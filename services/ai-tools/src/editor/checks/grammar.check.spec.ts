import { checkGrammar } from './grammar.check';
import { DISABLED_HARPER_RULES } from './grammar-rules';
import { HarperEngine } from './harper-engine';

jest.setTimeout(30_000);

const engine = new HarperEngine(DISABLED_HARPER_RULES);
afterAll(() => engine.close());

async function grammar(text: string) {
  return (await checkGrammar(text, engine)).map((issue) => ({
    category: issue.category,
    found: text.slice(issue.offset, issue.offset + issue.length),
    fix: issue.replacements[0],
  }));
}

describe('checkGrammar (Harper)', () => {
  it('finds swapped sound-alikes and offers the right word', async () => {
    expect(await grammar('Their going to the store. He is taller then me.')).toEqual([
      { category: 'confusable', found: 'Their', fix: "They're" },
      { category: 'confusable', found: 'then', fix: 'than' },
    ]);
  });

  it('places findings in UTF-16 units after emoji and accents', async () => {
    const text = 'Zoë 😀🎉 said: Their going to the store.';
    const [issue] = await checkGrammar(text, engine);
    expect(issue).toMatchObject({ offset: text.indexOf('Their'), length: 5 });
  });

  it('leaves spelling, a/an, doubled words and typography to the other checks', async () => {
    expect(await grammar('We saw the the cat -- an cat, and a wrod.')).toEqual([]);
  });

  it('reports nothing on correct prose', async () => {
    const text =
      'The committee reviewed the proposal carefully. Its members agreed that the budget was larger than expected, ' +
      'and they asked the authors to explain their estimates before the next meeting.';
    expect(await grammar(text)).toEqual([]);
  });
});
