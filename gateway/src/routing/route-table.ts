import type { ServiceName } from '@studyhub/contracts';

/**
 * `none` is for machine callbacks that prove themselves by signature (payment webhooks): the
 * provider sends from a handful of addresses, and a per-address budget would drop its retries.
 */
export type RateLimitClass = 'standard' | 'sensitive' | 'none';

export interface Route {
  /** Matched against the path after `/api`, e.g. `/documents/abc/file-url`. */
  pattern: RegExp;
  service: ServiceName;
  rateLimit?: RateLimitClass;
  /** Routes sharing a budget name share one sensitive budget per client address. */
  budget?: string;
  /** Overrides the upstream time limit (uploads stream large bodies through). */
  timeoutMs?: number;
}

/** A 50 MB file on a slow campus connection still arrives within this. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * A model call may take a minute and retry twice; a streamed paper runs for minutes. The limit is
 * the time between two chunks of the answer, so a live stream is never cut.
 */
export const AI_TIMEOUT_MS = 10 * 60_000;

const prefix = (path: string): RegExp => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/|$)`);

/**
 * Which service owns which `/api/<area>` (API.md). Specific routes come before the prefix of the
 * area they sit in; the first match wins. `/internal/*` is for service-to-service calls and is
 * never routed from outside.
 */
export const ROUTES: readonly Route[] = [
  // auth: the routes an attacker would hammer get the sensitive budget. Refresh is not one of them:
  // every open tab refreshes, and a campus behind one address would exhaust it.
  {
    pattern:
      /^\/auth\/(login|register|forgot-password|reset-password|resend-verification|admin\/login|verify-email|google\/id-token)$/,
    service: 'auth',
    rateLimit: 'sensitive',
    budget: 'credentials',
  },
  { pattern: prefix('/auth'), service: 'auth' },
  { pattern: prefix('/admin/settings/accounts'), service: 'auth' },
  { pattern: prefix('/users'), service: 'auth' },

  // document-processing: files of a document, uploads and public storage
  { pattern: /^\/documents\/[^/]+\/file-url$/, service: 'document-processing' },
  // Whether uploads are open (public, like /auth/registration): a plain read, no upload time limit.
  { pattern: /^\/uploads\/status$/, service: 'document-processing' },
  { pattern: prefix('/uploads'), service: 'document-processing', timeoutMs: UPLOAD_TIMEOUT_MS },
  { pattern: prefix('/storage'), service: 'document-processing' },
  { pattern: prefix('/admin/settings/documents'), service: 'document-processing' },

  // content: reports about a document, contact, blog, scholarships, managed pages
  { pattern: /^\/documents\/[^/]+\/reports$/, service: 'content' },
  { pattern: prefix('/contact'), service: 'content', rateLimit: 'sensitive', budget: 'contact' },
  { pattern: prefix('/blog'), service: 'content' },
  { pattern: prefix('/scholarships'), service: 'content' },
  // Complaints and takedown notices share the contact form's budget: one more way to write to support.
  { pattern: /^\/pages\/legal\/submissions$/, service: 'content', rateLimit: 'sensitive', budget: 'contact' },
  { pattern: prefix('/pages'), service: 'content' },
  { pattern: prefix('/admin/blog'), service: 'content' },
  { pattern: prefix('/admin/scholarships'), service: 'content' },
  { pattern: prefix('/admin/pages'), service: 'content' },
  { pattern: prefix('/admin/reports'), service: 'content' },
  { pattern: prefix('/admin/audit-log'), service: 'content' },
  { pattern: prefix('/admin/overview'), service: 'content' },

  // catalog
  { pattern: prefix('/documents'), service: 'catalog' },
  { pattern: prefix('/search'), service: 'catalog' },
  { pattern: prefix('/library'), service: 'catalog' },
  { pattern: prefix('/document-types'), service: 'catalog' },
  { pattern: prefix('/subjects'), service: 'catalog' },
  { pattern: prefix('/countries'), service: 'catalog' },
  { pattern: prefix('/universities'), service: 'catalog' },
  { pattern: prefix('/courses'), service: 'catalog' },
  { pattern: prefix('/textbooks'), service: 'catalog' },
  { pattern: prefix('/homework-questions'), service: 'catalog' },
  { pattern: prefix('/admin/documents'), service: 'catalog' },
  { pattern: prefix('/admin/universities'), service: 'catalog' },
  { pattern: prefix('/admin/subjects'), service: 'catalog' },
  { pattern: prefix('/admin/courses'), service: 'catalog' },
  { pattern: prefix('/admin/textbooks'), service: 'catalog' },

  // points-ledger
  { pattern: prefix('/points/balance'), service: 'points-ledger' },
  { pattern: prefix('/points/transactions'), service: 'points-ledger' },
  { pattern: prefix('/seller/wallet'), service: 'points-ledger' },
  { pattern: prefix('/seller/withdrawals'), service: 'points-ledger' },
  { pattern: prefix('/admin/withdrawals'), service: 'points-ledger' },
  { pattern: prefix('/admin/points-transactions'), service: 'points-ledger' },
  { pattern: prefix('/admin/points-accounts'), service: 'points-ledger' },
  { pattern: prefix('/admin/settings/money'), service: 'points-ledger' },

  // orders
  { pattern: /^\/payments\/stripe\/webhook$/, service: 'orders', rateLimit: 'none' },
  { pattern: prefix('/points'), service: 'orders' },
  { pattern: prefix('/payments'), service: 'orders' },
  { pattern: prefix('/orders'), service: 'orders' },
  { pattern: prefix('/seller'), service: 'orders' },
  { pattern: prefix('/admin/orders'), service: 'orders' },
  { pattern: prefix('/admin/points-orders'), service: 'orders' },
  { pattern: prefix('/admin/points-packages'), service: 'orders' },
  { pattern: prefix('/admin/points-bonus-tiers'), service: 'orders' },

  // ai-tools
  { pattern: prefix('/ai-tools'), service: 'ai-tools' },
  { pattern: prefix('/admin/ai-tools'), service: 'ai-tools' },
  { pattern: prefix('/admin/settings/ai-prices'), service: 'ai-tools' },
  { pattern: prefix('/admin/settings/ai-tools'), service: 'ai-tools' },
  { pattern: /^\/papers\/[^/]+\/generate$/, service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS },
  { pattern: /^\/papers\/[^/]+\/sources$/, service: 'ai-tools', timeoutMs: UPLOAD_TIMEOUT_MS },
  { pattern: prefix('/papers'), service: 'ai-tools' },
  { pattern: prefix('/editor/actions'), service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS },
  { pattern: prefix('/editor'), service: 'ai-tools' },
  { pattern: /^\/homework\/questions$/, service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS },
  { pattern: prefix('/homework'), service: 'ai-tools' },
  // Asking waits for the model; starting a chat embeds the document's passages.
  { pattern: /^\/document-chat\/sessions(?:\/[^/]+\/messages)?$/, service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS },
  { pattern: prefix('/document-chat'), service: 'ai-tools' },
  // Generating waits for the model; importing and card images upload files.
  { pattern: /^\/flashcards\/generate$/, service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS },
  {
    pattern: /^\/flashcards\/decks\/[^/]+\/(?:import|cards\/[^/]+\/image)$/,
    service: 'ai-tools',
    timeoutMs: UPLOAD_TIMEOUT_MS,
  },
  { pattern: prefix('/flashcards'), service: 'ai-tools' },
  { pattern: prefix('/ai-detector'), service: 'ai-tools' },
  { pattern: prefix('/plagiarism'), service: 'ai-tools' },

  // notifications
  { pattern: prefix('/notification-preferences'), service: 'notifications' },
  { pattern: prefix('/notifications'), service: 'notifications' },
  { pattern: prefix('/admin/emails'), service: 'notifications' },
];

const NEVER_ROUTED = prefix('/internal');

/** Dot segments (also percent-encoded) could make a service see another path than we routed. */
function hasDotSegment(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') || decoded.includes('\\');
}

/** The route for a path below `/api`, or undefined when no service owns it. */
export function resolveRoute(path: string, routes: readonly Route[] = ROUTES): Route | undefined {
  if (hasDotSegment(path) || NEVER_ROUTED.test(path)) return undefined;
  return routes.find((route) => route.pattern.test(path));
}
