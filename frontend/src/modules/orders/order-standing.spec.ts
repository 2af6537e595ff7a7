import type { OrderItem } from '@studyhub/contracts';
import { orderStandingOf, partlyRefundedNoteOf, removedDocumentsNoticeOf, type StandingFacts } from './order-standing';

const line = (
  title: string,
  points: number,
  refundedAt?: string,
  cause: NonNullable<OrderItem['refund_cause']> = 'document_removed',
): OrderItem => ({
  document_id: title,
  title,
  slug: title,
  seller_id: 'seller',
  points_price: points,
  ...(refundedAt && { refunded_at: refundedAt, refund_cause: cause }),
});
const completed = (items: OrderItem[]): StandingFacts => ({
  status: 'completed',
  refunded_at: null,
  total_points: items.reduce((sum, item) => sum + item.points_price, 0),
  items,
});
const TAKEN_DOWN_AT = '2026-01-03T10:00:00.000Z';
const REFUNDED_AT = '2026-01-09T16:30:00.000Z';

describe('orderStandingOf', () => {
  it('holds every line of a completed order nobody refunded', () => {
    const standing = orderStandingOf(completed([line('a', 30), line('b', 12)]));
    expect(standing).toMatchObject({
      paidPoints: 42,
      refundedPoints: 0,
      remainingPoints: 42,
      isPartlyRefunded: false,
      isFullyRefunded: false,
    });
    expect(standing.heldItems.map((item) => item.title)).toEqual(['a', 'b']);
    expect(standing.lines.every((entry) => !entry.isRefunded)).toBe(true);
  });

  it('counts a line a take-down refunded as returned, and leaves the rest to a whole refund', () => {
    const standing = orderStandingOf(completed([line('Taken down', 30, TAKEN_DOWN_AT), line('Kept', 12)]));
    expect(standing).toMatchObject({
      paidPoints: 42,
      refundedPoints: 30,
      remainingPoints: 12,
      isPartlyRefunded: true,
      isFullyRefunded: false,
    });
    expect(standing.heldItems.map((item) => item.title)).toEqual(['Kept']);
    expect(standing.lines[0]).toEqual({
      item: expect.objectContaining({ title: 'Taken down' }),
      isRefunded: true,
      refundedAt: TAKEN_DOWN_AT,
      isDocumentRemoved: true,
    });
  });

  it('tells a line taken down before the order apart from the lines the buyer refunded with it', () => {
    const standing = orderStandingOf({
      status: 'refunded',
      refunded_at: REFUNDED_AT,
      total_points: 42,
      items: [line('Taken down', 30, TAKEN_DOWN_AT), line('Kept', 12, REFUNDED_AT, 'order_refund')],
    });
    expect(standing).toMatchObject({ refundedPoints: 42, remainingPoints: 0, isPartlyRefunded: false });
    expect(standing.lines.map((entry) => entry.isRefunded && [entry.refundedAt, entry.isDocumentRemoved])).toEqual([
      [TAKEN_DOWN_AT, true],
      [REFUNDED_AT, false],
    ]);
  });

  it('says the document was removed when its take-down refunded the last line, and so the order, at the same time', () => {
    const standing = orderStandingOf({
      status: 'refunded',
      refunded_at: TAKEN_DOWN_AT,
      total_points: 30,
      items: [line('Taken down', 30, TAKEN_DOWN_AT)],
    });
    expect(standing).toMatchObject({ refundedPoints: 30, remainingPoints: 0, isFullyRefunded: true });
    expect(standing.lines[0]).toMatchObject({ isRefunded: true, refundedAt: TAKEN_DOWN_AT, isDocumentRemoved: true });
  });

  it('dates the lines of an order refunded before lines had their own time by the order', () => {
    const standing = orderStandingOf({
      status: 'refunded',
      refunded_at: REFUNDED_AT,
      total_points: 5,
      items: [line('a', 5)],
    });
    expect(standing.lines[0]).toMatchObject({ isRefunded: true, refundedAt: REFUNDED_AT, isDocumentRemoved: false });
    expect(standing.isFullyRefunded).toBe(true);
  });

  it('treats an order whose every line was refunded as fully refunded before its status follows', () => {
    const standing = orderStandingOf(completed([line('a', 5, TAKEN_DOWN_AT)]));
    expect(standing).toMatchObject({
      refundedPoints: 5,
      remainingPoints: 0,
      isPartlyRefunded: false,
      isFullyRefunded: true,
    });
  });

  it('never returns more than the order took', () => {
    const standing = orderStandingOf({ ...completed([line('a', 30, TAKEN_DOWN_AT), line('b', 12)]), total_points: 20 });
    expect(standing).toMatchObject({ refundedPoints: 20, remainingPoints: 0 });
  });
});

describe('partlyRefundedNoteOf', () => {
  it('counts the refunded documents of a partly refunded order only', () => {
    expect(
      partlyRefundedNoteOf(orderStandingOf(completed([line('a', 1, TAKEN_DOWN_AT), line('b', 1), line('c', 1)]))),
    ).toBe('1 of 3 documents refunded');
    expect(partlyRefundedNoteOf(orderStandingOf(completed([line('a', 1)])))).toBeNull();
  });
});

describe('removedDocumentsNoticeOf', () => {
  it('says the document was removed, its points came back and the rest stays', () => {
    expect(
      removedDocumentsNoticeOf(orderStandingOf(completed([line('Copied notes', 30, TAKEN_DOWN_AT), line('Kept', 12)]))),
    ).toBe(
      '“Copied notes” was removed from Studyhub, so it left your library and its 30 points went back to your wallet. The other documents of this order stay in your library.',
    );
  });

  it('counts several removed documents and their points', () => {
    const items = [line('a', 1, TAKEN_DOWN_AT), line('b', 2, '2026-01-04T00:00:00.000Z'), line('c', 3)];
    expect(removedDocumentsNoticeOf(orderStandingOf(completed(items)))).toBe(
      '2 documents of this order were removed from Studyhub, so they left your library and their 3 points went back to your wallet. The other documents of this order stay in your library.',
    );
  });

  it('says the only document was removed when its take-down refunded the whole order', () => {
    const takenDownWhole = {
      status: 'refunded' as const,
      refunded_at: TAKEN_DOWN_AT,
      total_points: 30,
      items: [line('Copied notes', 30, TAKEN_DOWN_AT)],
    };
    expect(removedDocumentsNoticeOf(orderStandingOf(takenDownWhole))).toBe(
      '“Copied notes” was removed from Studyhub, so it left your library and its 30 points went back to your wallet.',
    );
  });

  it('names only the removed document after the buyer refunded the rest', () => {
    const refundedAfter = {
      status: 'refunded' as const,
      refunded_at: REFUNDED_AT,
      total_points: 42,
      items: [line('Copied notes', 30, TAKEN_DOWN_AT), line('Kept', 12, REFUNDED_AT, 'order_refund')],
    };
    expect(removedDocumentsNoticeOf(orderStandingOf(refundedAfter))).toBe(
      '“Copied notes” was removed from Studyhub, so it left your library and its 30 points went back to your wallet.',
    );
  });

  it('says nothing when no document of the order was removed', () => {
    expect(removedDocumentsNoticeOf(orderStandingOf(completed([line('a', 1)])))).toBeNull();
    const refundedWhole = {
      status: 'refunded' as const,
      refunded_at: REFUNDED_AT,
      total_points: 1,
      items: [line('a', 1, REFUNDED_AT, 'order_refund')],
    };
    expect(removedDocumentsNoticeOf(orderStandingOf(refundedWhole))).toBeNull();
    const refundedBeforeLinesHadTimes = { ...refundedWhole, items: [line('a', 1)] };
    expect(removedDocumentsNoticeOf(orderStandingOf(refundedBeforeLinesHadTimes))).toBeNull();
  });
});
