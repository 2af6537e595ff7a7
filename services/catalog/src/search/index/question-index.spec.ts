import { randomUUID } from 'node:crypto';
import { queryTermsOf } from '../search-terms';
import { QuestionIndex, type QuestionRecord } from './question-index';

const physics = randomUUID();
const biology = randomUUID();

function question(text: string, subjectId: string | null, daysAgo: number): QuestionRecord {
  return { id: randomUUID(), question: text, subjectId, createdAt: Date.UTC(2026, 5, 1) - daysAgo * 86_400_000 };
}

async function build(records: QuestionRecord[]): Promise<QuestionIndex> {
  const builder = QuestionIndex.builder();
  for (const record of [...records].sort((a, b) => b.createdAt - a.createdAt)) builder.add(record);
  return builder.build();
}

describe('QuestionIndex', () => {
  const torque = question('How is torque related to angular momentum?', physics, 1);
  const momentum = question('Why is momentum conserved in collisions?', physics, 3);
  const cells = question('What happens to cells during mitosis?', biology, 2);

  it('searches with an exact total, newest first among equals, and by subject', async () => {
    const index = await build([torque, momentum, cells]);
    expect(index.search({ terms: queryTermsOf('momentum'), offset: 0, limit: 10 })).toEqual({
      ids: [torque.id, momentum.id],
      total: 2,
    });
    expect(index.search({ terms: queryTermsOf('momentum'), subjectId: biology, offset: 0, limit: 10 }).total).toBe(0);
    expect(index.search({ terms: queryTermsOf('mitos'), offset: 0, limit: 10 }).ids).toEqual([cells.id]);
  });

  it('suggests newest first and counts public questions per subject as they come and go', async () => {
    const index = await build([torque, momentum, cells]);
    expect(index.suggest(queryTermsOf('mom'), 3)).toEqual([torque.id, momentum.id]);
    expect([index.count(), index.count(physics), index.count(biology)]).toEqual([3, 2, 1]);
    const fresh = question('Is momentum a vector?', physics, 0);
    index.upsert(fresh);
    expect(index.suggest(queryTermsOf('mom'), 1)).toEqual([fresh.id]);
    index.upsert({ ...momentum, subjectId: biology });
    index.remove(torque.id);
    expect([index.count(), index.count(physics), index.count(biology)]).toEqual([3, 1, 2]);
    expect(index.count(randomUUID())).toBe(0);
  });
});
