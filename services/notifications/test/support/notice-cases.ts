import type { CatalogEventType, NotificationKind, NotificationPreferenceId } from '@studyhub/contracts';
import { approvedEvent } from './notices-harness';
import { serviceEvent, uuid } from './service-events';
import { authEvent, type CatalogEnvelope, type TestUser } from './user-events';

/**
 * One case per kind: the event for a user, what the bell must show, and the preference that
 * rules it. Each case runs twice: preference on (notification and e-mail), preference off (none).
 */
export interface NoticeCase {
  kind: NotificationKind;
  preference: NotificationPreferenceId;
  event: (user: TestUser) => CatalogEnvelope<CatalogEventType>;
  title: string;
  body: RegExp;
}
export const NOTICE_CASES: NoticeCase[] = [
  {
    kind: 'order-refunded',
    preference: 'order-status',
    event: (user) =>
      serviceEvent('order.refunded.v1', {
        orderId: uuid(),
        userId: user.userId,
        items: [{ documentId: uuid(), sellerId: uuid(), pointsPrice: 40 }],
        totalPoints: 40,
        reason: 'Wrong file',
        refundedAt: new Date().toISOString(),
      }),
    title: 'Order refunded',
    body: /40 points are back in your wallet/,
  },
  {
    kind: 'document-approved',
    preference: 'document-status',
    event: (user) => approvedEvent(user, 'Macroeconomics Notes'),
    title: 'Document approved',
    body: /“Macroeconomics Notes” was approved and is now listed for 80 points/,
  },
  {
    kind: 'document-rejected',
    preference: 'document-status',
    event: (user) =>
      serviceEvent('document.rejected.v1', {
        documentId: uuid(),
        sellerId: user.userId,
        title: 'Scanned Textbook',
        slug: 'scanned-textbook',
        reason: 'Copyrighted material',
        moderatorId: uuid(),
        soft: false,
      }),
    title: 'Document rejected',
    body: /“Scanned Textbook” was not approved\. Reason: Copyrighted material/,
  },
  {
    kind: 'document-soft-rejected',
    preference: 'document-status',
    event: (user) =>
      serviceEvent('document.rejected.v1', {
        documentId: uuid(),
        sellerId: user.userId,
        title: 'Biology Guide',
        slug: 'biology-guide',
        reason: 'Blurred pages',
        moderatorId: uuid(),
        soft: true,
      }),
    title: 'Changes requested',
    body: /“Biology Guide” needs changes.*Blurred pages/,
  },
  {
    kind: 'document-price-changed',
    preference: 'price-status',
    event: (user) =>
      serviceEvent('document.price-changed.v1', {
        documentId: uuid(),
        sellerId: user.userId,
        title: 'Calculus Review',
        slug: 'calculus-review',
        oldPointsPrice: 60,
        newPointsPrice: 45,
        changedBy: user.userId,
      }),
    title: 'Price changed',
    body: /from 60 points to 45 points/,
  },
  ...(['requested', 'approved', 'paid', 'rejected'] as const).map((status): NoticeCase => ({
    kind: `withdrawal-${status}`,
    preference: 'withdrawal-status',
    event: (user) =>
      serviceEvent('withdrawal.status-changed.v1', {
        withdrawalId: uuid(),
        sellerId: user.userId,
        status,
        amountPoints: 2500,
        reason: status === 'rejected' ? 'Incomplete payout details' : null,
      }),
    title: `Withdrawal ${status}`,
    body: status === 'rejected' ? /2,500 points.*Incomplete payout details/ : /2,500 points/,
  })),
  {
    kind: 'paper-created',
    preference: 'paper_creation',
    event: (user) =>
      serviceEvent('paper.created.v1', {
        paperId: uuid(),
        userId: user.userId,
        title: 'The Ethics of Gene Editing',
        origin: 'writer',
      }),
    title: 'Paper created',
    body: /“The Ethics of Gene Editing” was created/,
  },
  {
    kind: 'password-changed',
    preference: 'security-status',
    event: (user) => authEvent('user.password-changed.v1', { ...user, via: 'change' }),
    title: 'Password changed',
    body: /Your password was changed/,
  },
  {
    kind: 'sign-in-new-device',
    preference: 'security-login',
    event: (user) =>
      authEvent('user.signed-in.v1', {
        ...user,
        method: 'password',
        ipAddress: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      }),
    title: 'New sign-in',
    body: /new device: Firefox on Linux \(203\.0\.113\.9\)/,
  },
];
