import { randomUUID } from 'node:crypto';
import { minimumSharedTerms, similarQuestionTermsOf, stemOf } from '../search-terms';
import { QuestionIndex, type QuestionRecord } from './question-index';

function question(text: string, daysAgo = 1, subjectId: string | null = null): QuestionRecord {
  return { id: randomUUID(), question: text, subjectId, createdAt: Date.UTC(2026, 5, 1) - daysAgo * 86_400_000 };
}

async function build(records: QuestionRecord[]): Promise<QuestionIndex> {
  const builder = QuestionIndex.builder();
  for (const record of [...records].sort((a, b) => b.createdAt - a.createdAt)) builder.add(record);
  return builder.build();
}

const search = (index: QuestionIndex, query: string, subjectId?: string) =>
  index.searchSimilar({ words: similarQuestionTermsOf(query)!, subjectId, offset: 0, limit: 5 });

describe('similarQuestionTermsOf', () => {
  it('keeps the significant words of a whole question, each once', () => {
    expect(similarQuestionTermsOf('Why is the sky blue during the day, and why is the sky red at sunset?')).toEqual([
      'sky',
      'blue',
      'during',
      'day',
      'red',
      'sunset',
    ]);
  });

  it('leaves short keyword queries, and questions of function words only, to the every-word search', () => {
    expect(similarQuestionTermsOf('plucked string')).toBeNull();
    expect(similarQuestionTermsOf('what is it that you do')).toBeNull();
  });

  it('asks a similar question to share a third of the words', () => {
    expect([1, 2, 3, 4, 10].map(minimumSharedTerms)).toEqual([1, 1, 1, 2, 3]);
  });
});

describe('stemOf', () => {
  it('gives inflections of a word one stem, and different words different ones', () => {
    expect(new Set(['offer', 'offers', 'offered', 'offering'].map(stemOf)).size).toBe(1);
    expect(new Set(['make', 'making', 'makes'].map(stemOf)).size).toBe(1);
    expect(new Set(['study', 'studies'].map(stemOf)).size).toBe(1);
    expect(new Set(['stop', 'stopped', 'stopping'].map(stemOf)).size).toBe(1);
    expect(stemOf('bus')).not.toBe(stemOf('bush'));
    expect(stemOf('class')).toBe('class');
  });
});

describe('QuestionIndex.searchSimilar', () => {
  const photosynthesis = question('How do green plants turn sunlight into chemical energy during photosynthesis?', 5);
  const respiration = question('How do cells release energy from glucose during respiration?', 4);
  const mitosis = question('What happens to the chromosomes of a cell during mitosis?', 3);
  const energyLong = question(
    'In a long essay about renewable power, how is energy from the sun stored and used by whole cities over decades?',
    2,
  );

  it('finds a reworded duplicate first though it shares only some of its words', async () => {
    const index = await build([photosynthesis, respiration, mitosis, energyLong]);
    const found = search(
      index,
      'Can someone explain how green plants convert light to chemical energy in photosynthesis?',
    );
    expect(found.ids[0]).toBe(photosynthesis.id);
    expect(search(index, 'What happened to chromosome pairs in cells when mitosis happens?').ids[0]).toBe(mitosis.id);
  });

  it('weighs rare words above common ones, and a short question above a long one with the same words', async () => {
    const index = await build([photosynthesis, respiration, mitosis, energyLong]);
    // "energy" is in three questions, "glucose" in one.
    expect(search(index, 'where does the energy in glucose go?').ids[0]).toBe(respiration.id);
    const short = question('Why is solar energy renewable?', 9);
    const long = question(
      'In a long essay about many things, why is solar energy considered by some to be renewable?',
      8,
    );
    const lengths = await build([short, long, respiration]);
    expect(search(lengths, 'is solar energy renewable or not').ids.slice(0, 2)).toEqual([short.id, long.id]);
  });

  it('requires a third of the words, counts exactly, filters by subject and follows removals', async () => {
    const biology = randomUUID();
    const tagged = question('What happens to the chromosomes of a cell during meiosis?', 1, biology);
    const index = await build([photosynthesis, respiration, mitosis, tagged]);
    const found = search(index, 'chromosomes cell meiosis division spindle poles');
    expect(found.ids).toEqual([tagged.id, mitosis.id]);
    expect(found.total).toBe(2);
    expect(search(index, 'chromosomes cell meiosis division spindle poles', biology).ids).toEqual([tagged.id]);
    index.remove(tagged.id);
    expect(search(index, 'chromosomes cell meiosis division spindle poles').ids).toEqual([mitosis.id]);
    expect(search(index, 'zebra giraffe elephant rhinoceros').total).toBe(0);
  });
});
