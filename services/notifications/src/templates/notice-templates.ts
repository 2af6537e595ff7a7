import type { NotificationKind } from '@studyhub/contracts';
import type { MailBlock } from './mail-layout';
import { type MailSite, siteLink } from './mail-site';

/** What the bell shows: short, with a path on the site. */
export interface InAppContent {
  title: string;
  body: string;
  link: string | null;
}

/** The parts of an e-mail that differ by kind; the layout adds greeting, footer and unsubscribe link. */
export interface NoticeMailContent {
  subject: string;
  preheader: string;
  blocks: MailBlock[];
  reason: string;
}

export interface NoticeContent {
  inApp: InAppContent;
  mail: NoticeMailContent;
}

export interface SoldDocument {
  title: string;
  pointsPrice: number;
}

/** The data each kind is written from (from its event, plus read copies such as document titles). */
export interface NoticeData {
  'order-completed': { orderId: string; titles: string[]; totalPoints: number };
  /** `partOfOrder`: only these documents were refunded (a take-down); the order's others are kept. */
  'order-refunded': { orderId: string; titles: string[]; totalPoints: number; reason: string; partOfOrder?: boolean };
  'document-sold': { documents: SoldDocument[] };
  'document-approved': { title: string; slug: string; pointsPrice: number };
  'document-rejected': { title: string; reason: string };
  'document-soft-rejected': { title: string; slug: string; reason: string };
  'document-price-changed': { title: string; slug: string; oldPointsPrice: number; newPointsPrice: number };
  'withdrawal-requested': { amountPoints: number };
  'withdrawal-approved': { amountPoints: number };
  'withdrawal-paid': { amountPoints: number };
  'withdrawal-rejected': { amountPoints: number; reason: string | null };
  'sign-in-new-device': { device: string; ipAddress: string | null; method: 'password' | 'google' };
  'password-changed': { via: 'change' | 'reset' };
  'paper-created': { paperId: string; title: string; origin: 'writer' | 'editor' };
  'scholarship-deadline': { title: string; slug: string; deadline: string; daysLeft: number };
  'document-taken-down': { title: string; reason: string; buyersRefunded: boolean };
  'report-answered': { title: string; resolution: 'taken_down' | 'dismissed'; reply: string };
}

const POINTS = new Intl.NumberFormat('en-US');
const points = (amount: number): string => `${POINTS.format(amount)} ${amount === 1 ? 'point' : 'points'}`;
const quoted = (title: string): string => `“${title.trim() || 'Untitled'}”`;

/** “A”, “A” and “B”, “A”, “B” and 3 more. */
function listTitles(titles: readonly string[]): string {
  const named = titles.slice(0, 2).map(quoted);
  const more = titles.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.join(' and ');
}

const documentsWord = (count: number): string => (count === 1 ? 'document' : 'documents');

type NoticeWriter<K extends NotificationKind> = (data: NoticeData[K], site: MailSite) => NoticeContent;

const settingsReason = (what: string, site: MailSite) =>
  `You received this email because ${what} notifications are turned on for your ${site.name} account (Dashboard > Settings > Notifications).`;

/** Every kind's texts. The e-mail and the bell say the same thing; the e-mail adds a button. */
export const NOTICE_WRITERS: { [K in NotificationKind]: NoticeWriter<K> } = {
  'order-completed': (data, site) => {
    const count = data.titles.length;
    const body = `Your order of ${listTitles(data.titles)} is complete (${points(data.totalPoints)}). Your ${documentsWord(count)} ${count === 1 ? 'is' : 'are'} in your library.`;
    return {
      inApp: { title: 'Order completed', body, link: '/dashboard/documents' },
      mail: {
        subject: `Your ${site.name} order is complete`,
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          {
            kind: 'facts',
            rows: [
              ['Order', data.orderId],
              ['Paid', points(data.totalPoints)],
            ],
          },
          { kind: 'action', label: 'Open my library', url: siteLink(site, '/dashboard/documents') },
        ],
        reason: settingsReason('order', site),
      },
    };
  },
  'order-refunded': (data, site) => {
    const body = data.partOfOrder
      ? `${listTitles(data.titles)} from your order was refunded: ${points(data.totalPoints)} are back in your wallet. The order's other documents stay in your library.`
      : `Your order of ${listTitles(data.titles)} was refunded: ${points(data.totalPoints)} are back in your wallet.`;
    return {
      inApp: { title: data.partOfOrder ? 'Document refunded' : 'Order refunded', body, link: '/dashboard/wallet' },
      mail: {
        subject: data.partOfOrder
          ? `A document from your ${site.name} order was refunded`
          : `Your ${site.name} order was refunded`,
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          {
            kind: 'facts',
            rows: [
              ['Order', data.orderId],
              ['Refunded', points(data.totalPoints)],
              ['Reason', data.reason.trim() || 'Not given'],
            ],
          },
          { kind: 'action', label: 'Open my wallet', url: siteLink(site, '/dashboard/wallet') },
        ],
        reason: settingsReason('order', site),
      },
    };
  },
  'document-sold': (data, site) => {
    const total = data.documents.reduce((sum, document) => sum + document.pointsPrice, 0);
    const titles = data.documents.map((document) => document.title);
    const body = `A student spent ${points(total)} on your ${documentsWord(titles.length)} ${listTitles(titles)}.`;
    return {
      inApp: { title: 'Your document was bought', body, link: '/dashboard/seller-orders' },
      mail: {
        subject: `A student bought your ${documentsWord(titles.length)} on ${site.name}`,
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          {
            kind: 'facts',
            rows: data.documents.map((document) => [document.title.trim() || 'Untitled', points(document.pointsPrice)]),
          },
          { kind: 'paragraph', text: 'Your share is added to your seller earnings.' },
          { kind: 'action', label: 'See my sales', url: siteLink(site, '/dashboard/seller-orders') },
        ],
        reason: settingsReason('points', site),
      },
    };
  },
  'document-approved': (data, site) => {
    const body = `Your document ${quoted(data.title)} was approved and is now listed for ${points(data.pointsPrice)}.`;
    const link = `/documents/${encodeURIComponent(data.slug)}`;
    return {
      inApp: { title: 'Document approved', body, link },
      mail: {
        subject: 'Your document was approved',
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          { kind: 'paragraph', text: 'Students can now find, preview and buy it.' },
          { kind: 'action', label: 'View the document', url: siteLink(site, link) },
        ],
        reason: settingsReason('document', site),
      },
    };
  },
  'document-rejected': (data, site) => {
    const body = `Your document ${quoted(data.title)} was not approved.`;
    const reason = data.reason.trim() || 'No reason was given.';
    return {
      inApp: { title: 'Document rejected', body: `${body} Reason: ${reason}`, link: '/dashboard/seller-documents' },
      mail: {
        subject: 'Your document was not approved',
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          { kind: 'facts', rows: [['Reason', reason]] },
          {
            kind: 'paragraph',
            text: `If you think this is a mistake, reply to this email or write to ${site.supportEmail}.`,
          },
          { kind: 'action', label: 'My documents', url: siteLink(site, '/dashboard/seller-documents') },
        ],
        reason: settingsReason('document', site),
      },
    };
  },
  'document-soft-rejected': (data, site) => {
    const body = `Your document ${quoted(data.title)} needs changes before it can be approved.`;
    const reason = data.reason.trim() || 'No reason was given.';
    return {
      inApp: {
        title: 'Changes requested',
        body: `${body} Reason: ${reason}`,
        link: '/dashboard/seller-documents',
      },
      mail: {
        subject: 'Your document needs changes',
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          { kind: 'facts', rows: [['What to change', reason]] },
          { kind: 'paragraph', text: 'Fix it and send it back for review from your documents.' },
          { kind: 'action', label: 'My documents', url: siteLink(site, '/dashboard/seller-documents') },
        ],
        reason: settingsReason('document', site),
      },
    };
  },
  'document-price-changed': (data, site) => {
    const body = `The price of ${quoted(data.title)} changed from ${points(data.oldPointsPrice)} to ${points(data.newPointsPrice)}.`;
    const link = `/documents/${encodeURIComponent(data.slug)}`;
    return {
      inApp: { title: 'Price changed', body, link },
      mail: {
        subject: 'The price of your document changed',
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          { kind: 'paragraph', text: 'New buyers pay the new price; earlier purchases are not affected.' },
          { kind: 'action', label: 'View the document', url: siteLink(site, link) },
        ],
        reason: settingsReason('price', site),
      },
    };
  },
  'withdrawal-requested': (data, site) =>
    withdrawalNotice(
      site,
      'Withdrawal requested',
      `We received your request to withdraw ${points(data.amountPoints)}. We will let you know when it is reviewed.`,
    ),
  'withdrawal-approved': (data, site) =>
    withdrawalNotice(
      site,
      'Withdrawal approved',
      `Your withdrawal of ${points(data.amountPoints)} was approved and will be paid out shortly.`,
    ),
  'withdrawal-paid': (data, site) =>
    withdrawalNotice(site, 'Withdrawal paid', `Your withdrawal of ${points(data.amountPoints)} was paid out.`),
  'withdrawal-rejected': (data, site) =>
    withdrawalNotice(
      site,
      'Withdrawal rejected',
      `Your withdrawal of ${points(data.amountPoints)} was rejected and the points are back in your earnings.${data.reason?.trim() ? ` Reason: ${data.reason.trim()}` : ''}`,
    ),
  'sign-in-new-device': (data, site) => {
    const body = `Your account was signed in to from a new device: ${data.device}${data.ipAddress ? ` (${data.ipAddress})` : ''}. If this was not you, reset your password.`;
    return {
      inApp: { title: 'New sign-in', body, link: '/dashboard/settings' },
      // The e-mail is the sign-in notice template (sign-in-notice.template.ts).
      mail: { subject: `New sign-in to your ${site.name} account`, preheader: body, blocks: [], reason: '' },
    };
  },
  'password-changed': (data, site) => {
    const body =
      data.via === 'reset'
        ? 'Your password was reset. If this was not you, write to support right away.'
        : 'Your password was changed. If this was not you, reset it and write to support right away.';
    return {
      inApp: { title: 'Password changed', body, link: '/dashboard/settings' },
      // The e-mail is the password-changed template (password-changed.template.ts).
      mail: { subject: `Your ${site.name} password was changed`, preheader: body, blocks: [], reason: '' },
    };
  },
  'paper-created': (data, site) => {
    const base = data.origin === 'editor' ? '/dashboard/xyeditor/paper' : '/dashboard/ai-writer/paper';
    const link = `${base}/${encodeURIComponent(data.paperId)}`;
    const body = `Your paper ${quoted(data.title)} was created and saved.`;
    return {
      inApp: { title: 'Paper created', body, link },
      mail: {
        subject: 'Your paper was created',
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          { kind: 'paragraph', text: 'It saves as you write, and every save keeps a version you can go back to.' },
          { kind: 'action', label: 'Open the paper', url: siteLink(site, link) },
        ],
        reason: settingsReason('paper', site),
      },
    };
  },
  'scholarship-deadline': (data, site) => {
    const when = data.daysLeft === 0 ? 'today' : data.daysLeft === 1 ? 'tomorrow' : `in ${data.daysLeft} days`;
    const body = `${quoted(data.title)} closes ${when} (${data.deadline}).`;
    const link = `/scholarships/${encodeURIComponent(data.slug)}`;
    return {
      inApp: { title: 'Scholarship deadline approaching', body, link },
      mail: {
        subject: `Scholarship deadline ${when}: ${data.title}`,
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: `${body} Make sure your application is in on time.` },
          { kind: 'action', label: 'View the scholarship', url: siteLink(site, link) },
        ],
        reason: `You received this reminder because you saved this scholarship on ${site.name}. Remove it from your saved scholarships to stop reminders.`,
      },
    };
  },
  'document-taken-down': (data, site) => {
    const reason = data.reason.trim() || 'No reason was given.';
    const refunds = data.buyersRefunded
      ? ' Its buyers were refunded, and your earnings from those sales were taken back.'
      : '';
    const body = `Your document ${quoted(data.title)} was taken down after a report and is no longer for sale.${refunds}`;
    return {
      inApp: { title: 'Document taken down', body: `${body} Reason: ${reason}`, link: '/dashboard/seller-documents' },
      mail: {
        subject: 'Your document was taken down',
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          { kind: 'facts', rows: [['Reason', reason]] },
          {
            kind: 'paragraph',
            text: `If you think this is a mistake, reply to this email or write to ${site.supportEmail}.`,
          },
          { kind: 'action', label: 'My documents', url: siteLink(site, '/dashboard/seller-documents') },
        ],
        reason: `You received this email because a document you sell on ${site.name} was taken down.`,
      },
    };
  },
  'report-answered': (data, site) => {
    const outcome =
      data.resolution === 'taken_down'
        ? 'we took the document down.'
        : 'we looked into it and kept the document available.';
    const body = `Thank you for reporting ${quoted(data.title)}: ${outcome}`;
    const reply = data.reply.trim();
    return {
      inApp: { title: 'Your report was reviewed', body: reply ? `${body} ${reply}` : body, link: null },
      mail: {
        subject: `Your report to ${site.name} was reviewed`,
        preheader: body,
        blocks: [
          { kind: 'paragraph', text: body },
          ...(reply ? [{ kind: 'facts' as const, rows: [['Our answer', reply] as const] }] : []),
          { kind: 'note', text: `Questions? Reply to this email or write to ${site.supportEmail}.` },
        ],
        reason: `You received this email because you reported a document on ${site.name}.`,
      },
    };
  },
};

function withdrawalNotice(site: MailSite, title: string, body: string): NoticeContent {
  return {
    inApp: { title, body, link: '/dashboard/wallet-seller' },
    mail: {
      subject: `${title} - ${site.name}`,
      preheader: body,
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'action', label: 'Open my seller wallet', url: siteLink(site, '/dashboard/wallet-seller') },
      ],
      reason: settingsReason('withdrawal', site),
    },
  };
}

export function writeNotice<K extends NotificationKind>(kind: K, data: NoticeData[K], site: MailSite): NoticeContent {
  return (NOTICE_WRITERS[kind] as NoticeWriter<K>)(data, site);
}
