import { checkPassiveVoice } from './passive-voice.check';
import { wordTokensOf } from './text-tokens';

function passives(text: string) {
  return checkPassiveVoice(wordTokensOf(text)).map((issue) => text.slice(issue.offset, issue.offset + issue.length));
}

describe('checkPassiveVoice', () => {
  it('finds be + participle, with adverbs between and with or without an agent', () => {
    expect(passives('The essay was written by Ana. The results were carefully checked. Mistakes are made.')).toEqual([
      'was written',
      'were carefully checked',
      'are made',
    ]);
  });

  it('marks passives as suggestions and names the agent when there is one', () => {
    const [issue] = checkPassiveVoice(wordTokensOf('The essay was written by Ana.'));
    expect(issue).toMatchObject({ category: 'passive-voice', severity: 'suggestion', replacements: [] });
    expect(issue?.message).toContain('"by"');
  });

  it('leaves active sentences and predicate adjectives alone', () => {
    expect(passives('Ana wrote the essay. She was tired and interested. It is red. He was indeed right.')).toEqual([]);
  });
});
