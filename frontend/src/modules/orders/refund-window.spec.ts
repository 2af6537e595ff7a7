import type { DocumentOrder } from '@studyhub/contracts';
import { isReadable, isRefundable, refundConsequences, refundNoteOf, refundStandingOf } from './refund-window';

const completedAt = '2026-01-01T12:00:00.000Z';
const order = (overrides: Partial<DocumentOrder> = {}) => ({
  status: 'completed' as const,
  completed_at: completedAt,
  refunded_at: null,
  refundable_until: '2026-01-31T12:00:00.000Z',
  items: [],
  ...overrides,
});
const line = (title: string, points = 10, refundedAt?: string) => ({
  document_id: title,
  title,
  slug: title,
  seller_id: 's',
  points_price: points,
  ...(refundedAt && { refunded_at: refundedAt }),
});
const at = (iso: string) => new Date(iso).getTime();

describe('refundStandingOf', () => {
  it('offers a refund until the 30th day after completion, and not from that moment on', () => {
    expect(refundStandingOf(order(), at('2026-01-31T11:59:59.999Z'))).toEqual({
      kind: 'refundable',
      until: '2026-01-31T12:00:00.000Z',
    });
    expect(refundStandingOf(order(), at('2026-01-31T12:00:00.000Z'))).toEqual({
      kind: 'window-closed',
      endedAt: '2026-01-31T12:00:00.000Z',
    });
    expect(isRefundable(order(), at('2026-01-02T00:00:00Z'))).toBe(true);
    expect(isRefundable(order(), at('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('counts 30 days from completion when the answer has no deadline', () => {
    const standing = refundStandingOf(order({ refundable_until: null }), at('2026-01-15T00:00:00Z'));
    expect(standing).toEqual({ kind: 'refundable', until: '2026-01-31T12:00:00.000Z' });
    expect(refundStandingOf(order({ refundable_until: null }), at('2026-02-01T00:00:00Z')).kind).toBe('window-closed');
  });

  it('never offers a second refund', () => {
    expect(
      refundStandingOf(
        order({ status: 'refunded', refunded_at: '2026-01-05T00:00:00Z', refundable_until: null }),
        at('2026-01-06T00:00:00Z'),
      ),
    ).toEqual({ kind: 'refunded', at: '2026-01-05T00:00:00Z' });
  });

  it('offers nothing once a take-down refunded every line, even while the order still reads completed', () => {
    const items = [line('a', 10, '2026-01-03T00:00:00.000Z'), line('b', 10, '2026-01-04T08:00:00.000Z')];
    expect(refundStandingOf(order({ items }), at('2026-01-05T00:00:00Z'))).toEqual({
      kind: 'refunded',
      at: '2026-01-04T08:00:00.000Z',
    });
    const partly = order({ items: [line('a', 10, '2026-01-03T00:00:00.000Z'), line('b')] });
    expect(refundStandingOf(partly, at('2026-01-05T00:00:00Z')).kind).toBe('refundable');
  });

  it('has nothing to refund on orders that were never paid', () => {
    for (const status of ['pending', 'failed'] as const) {
      expect(refundStandingOf(order({ status, completed_at: null, refundable_until: null }))).toEqual({
        kind: 'not-refundable',
      });
    }
    expect(refundStandingOf(order({ completed_at: 'garbage', refundable_until: null })).kind).toBe('not-refundable');
  });
});

describe('refundNoteOf', () => {
  it('says until when, since when, or when the refund was made', () => {
    expect(refundNoteOf(order(), at('2026-01-10T00:00:00Z'))).toBe('Refundable until Jan 31, 2026, 12:00 PM UTC');
    expect(refundNoteOf(order(), at('2026-02-10T00:00:00Z'))).toBe('Refund period ended Jan 31, 2026, 12:00 PM UTC');
    expect(refundNoteOf(order({ status: 'refunded', refunded_at: '2026-01-05T09:30:00Z' }))).toBe(
      'Refunded Jan 5, 2026, 9:30 AM UTC',
    );
    expect(refundNoteOf(order({ status: 'failed', completed_at: null, refundable_until: null }))).toBeNull();
  });
});

describe('isReadable', () => {
  it('opens the documents of standing orders only', () => {
    expect(isReadable({ status: 'completed' })).toBe(true);
    expect(isReadable({ status: 'refunded' })).toBe(false);
    expect(isReadable({ status: 'failed' })).toBe(false);
  });
});

describe('refundConsequences', () => {
  const standing = { status: 'completed' as const, refunded_at: null };

  it('names the one document that goes', () => {
    expect(refundConsequences({ ...standing, total_points: 30, items: [line('Cell biology notes', 30)] })).toEqual({
      pointsBack: '30 points go back to your wallet.',
      accessLost: '“Cell biology notes” leaves your library and can no longer be opened or downloaded.',
      alreadyRefunded: null,
    });
  });

  it('counts several documents', () => {
    expect(refundConsequences({ ...standing, total_points: 1, items: [line('a', 1), line('b', 0)] })).toEqual({
      pointsBack: '1 point goes back to your wallet.',
      accessLost: 'These 2 documents leave your library and can no longer be opened or downloaded.',
      alreadyRefunded: null,
    });
  });

  it('returns only the lines still held after a take-down refunded one', () => {
    const items = [line('Taken down', 30, '2026-01-03T00:00:00.000Z'), line('Kept notes', 12)];
    expect(refundConsequences({ ...standing, total_points: 42, items })).toEqual({
      pointsBack: '12 points go back to your wallet.',
      accessLost: '“Kept notes” leaves your library and can no longer be opened or downloaded.',
      alreadyRefunded: '“Taken down” was refunded already and is not counted again.',
    });
  });
});
