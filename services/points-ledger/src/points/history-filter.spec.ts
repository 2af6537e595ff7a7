import { pointsHistoryQuerySchema } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { historyFilterOf } from './history-filter';

const filterOf = (query: Record<string, string>) => historyFilterOf(pointsHistoryQuerySchema.parse(query));

describe('points history filters', () => {
  it('shows everything by default', () => {
    expect(filterOf({})).toEqual({ type: null, direction: null, from: null, to: null });
  });

  it('reads credits and spending as directions and anything else as a type', () => {
    expect(filterOf({ type: 'credits' })).toMatchObject({ type: null, direction: 'credits' });
    expect(filterOf({ type: 'spending' })).toMatchObject({ type: null, direction: 'spending' });
    expect(filterOf({ type: 'document_chat' })).toMatchObject({ type: 'document_chat', direction: null });
  });

  it('keeps the dates and refuses an end before the start', () => {
    expect(filterOf({ from: '2026-01-01', to: '2026-01-01' })).toMatchObject({ from: '2026-01-01', to: '2026-01-01' });
    expect(() => filterOf({ from: '2026-02-01', to: '2026-01-31' })).toThrow(AppError);
  });
});
