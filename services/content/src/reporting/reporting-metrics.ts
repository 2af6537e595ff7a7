import { aiToolOfFeature, type CatalogEventData, type OverviewFigureKey } from '@studyhub/contracts';
import { dayOf, type Day } from './overview-range';

/** What the model stores per day: every figure except the derived ones. */
export type StoredMetric = Exclude<OverviewFigureKey, 'active_users' | 'revenue_from_points'>;

export type OpenItemKind = 'document' | 'withdrawal' | 'university';

/** What one event changes in the reporting model. */
export interface ReportingChange {
  day: Day;
  /** Added to the day's totals (metric, dimension). */
  totals: { metric: StoredMetric; dimension: string; value: number }[];
  /** Users who did something that day. */
  activeUsers: string[];
  /** An item entering or leaving an admin's queue, as of the event's time. */
  openItem?: { kind: OpenItemKind; itemId: string; isOpen: boolean; at: string };
}

export type ReportedEvents = {
  'user.registered.v1': CatalogEventData<'user.registered.v1'>;
  'user.signed-in.v1': CatalogEventData<'user.signed-in.v1'>;
  'document.submitted.v1': CatalogEventData<'document.submitted.v1'>;
  'document.approved.v1': CatalogEventData<'document.approved.v1'>;
  'document.rejected.v1': CatalogEventData<'document.rejected.v1'>;
  'document.deleted.v1': CatalogEventData<'document.deleted.v1'>;
  'order.completed.v1': CatalogEventData<'order.completed.v1'>;
  'order.refunded.v1': CatalogEventData<'order.refunded.v1'>;
  'order.items-refunded.v1': CatalogEventData<'order.items-refunded.v1'>;
  'points.purchased.v1': CatalogEventData<'points.purchased.v1'>;
  'points.spent.v1': CatalogEventData<'points.spent.v1'>;
  'withdrawal.status-changed.v1': CatalogEventData<'withdrawal.status-changed.v1'>;
  'university.status-changed.v1': CatalogEventData<'university.status-changed.v1'>;
};
export type ReportedEventType = keyof ReportedEvents;

const count = (metric: StoredMetric, dimension = '') => ({ metric, dimension, value: 1 });

/**
 * How each event moves the figures, on the UTC day it happened (its `occurredAt`, not when it
 * arrived). Seed accounts are not sign-ups.
 */
export function changeOf<T extends ReportedEventType>(
  type: T,
  data: ReportedEvents[T],
  occurredAt: string,
): ReportingChange {
  const day = dayOf(occurredAt);
  const change = (totals: ReportingChange['totals'], activeUsers: string[] = []): ReportingChange => ({
    day,
    totals,
    activeUsers,
  });
  const event = { type, data } as ReportedEvent;
  switch (event.type) {
    case 'user.registered.v1':
      return event.data.method === 'seed' ? change([]) : change([count('signups')], [event.data.userId]);
    case 'user.signed-in.v1':
      return change([], [event.data.userId]);
    case 'document.submitted.v1':
      return {
        ...change([count('uploads')], [event.data.sellerId]),
        openItem: { kind: 'document', itemId: event.data.documentId, isOpen: true, at: occurredAt },
      };
    case 'document.approved.v1':
      return { ...change([count('approvals')]), openItem: closed('document', event.data.documentId, occurredAt) };
    case 'document.rejected.v1':
      return {
        ...change([count('rejections', event.data.soft ? 'soft' : 'hard')]),
        openItem: closed('document', event.data.documentId, occurredAt),
      };
    case 'document.deleted.v1':
      return { ...change([count('deletions')]), openItem: closed('document', event.data.documentId, occurredAt) };
    case 'order.completed.v1':
      return change([count('orders')], [event.data.userId]);
    case 'order.refunded.v1':
      return change([count('refunds')]);
    // A take-down's refund of lines of an order (ADR 0037) is one refund too.
    case 'order.items-refunded.v1':
      return change([count('refunds')]);
    case 'points.purchased.v1': {
      const { basePoints, bonusPoints, amountCents, userId } = event.data;
      return change(
        [
          { metric: 'points_sold', dimension: '', value: basePoints + bonusPoints },
          { metric: 'payments', dimension: '', value: amountCents },
        ],
        [userId],
      );
    }
    case 'points.spent.v1': {
      const { kind, points, feature, sellerEarnings, userId } = event.data;
      const totals: ReportingChange['totals'] = [{ metric: 'points_spent', dimension: kind, value: points }];
      if (kind === 'ai_tool') totals.push(count('ai_actions', feature ? aiToolOfFeature(feature) : 'other'));
      if (sellerEarnings > 0) totals.push({ metric: 'seller_earnings', dimension: '', value: sellerEarnings });
      return change(totals, [userId]);
    }
    case 'withdrawal.status-changed.v1': {
      const { status, amountPoints, withdrawalId } = event.data;
      return {
        ...change([{ metric: `withdrawals_${status}`, dimension: '', value: amountPoints }]),
        openItem: { kind: 'withdrawal', itemId: withdrawalId, isOpen: status === 'requested', at: occurredAt },
      };
    }
    case 'university.status-changed.v1': {
      const { universityId, status } = event.data;
      return {
        ...change([]),
        openItem: { kind: 'university', itemId: universityId, isOpen: status === 'pending', at: occurredAt },
      };
    }
  }
}

type ReportedEvent = { [T in ReportedEventType]: { type: T; data: ReportedEvents[T] } }[ReportedEventType];

function closed(kind: OpenItemKind, itemId: string, at: string): NonNullable<ReportingChange['openItem']> {
  return { kind, itemId, isOpen: false, at };
}
