import {
  HELP_FAQ_CATEGORIES,
  LEGAL_PAGE_SLUGS,
  parseAnswerMarkdown,
  parseInlineLinks,
  parsePageMarkdown,
  pageVersionInputSchema,
  helpFaqInputSchema,
} from '@studyhub/contracts';
import { HELP_FAQ_SEEDS } from './help-faq.seed';
import { LEGAL_PAGE_SEEDS } from './legal-pages.seed';

/** Pages the first versions may link to: contact, each other, help, and where a buyer refunds an order. */
const INTERNAL_ROUTES = new Set([
  '/contact',
  '/help',
  '/dashboard/wallet/orders',
  '/dashboard/settings',
  '/subjects',
  '/universities',
  '/textbooks',
  '/dashboard/documents/upload',
  '/dashboard/wallet',
  '/ai-writer',
  '/forgot-password',
  ...LEGAL_PAGE_SLUGS.map((slug) => `/legal/${slug}`),
]);

describe('first versions of the legal pages', () => {
  it('has one per page, in the pages’ order', () => {
    expect(LEGAL_PAGE_SEEDS.map((seed) => seed.slug)).toEqual([...LEGAL_PAGE_SLUGS]);
  });

  it.each(LEGAL_PAGE_SEEDS.map((seed) => [seed.slug, seed] as const))(
    '%s passes the admin’s own validation and links only to pages that exist',
    (_slug, seed) => {
      const input = pageVersionInputSchema.safeParse({
        title: seed.title,
        short_title: seed.shortTitle,
        description: seed.description,
        summary: seed.summary,
        body: seed.body,
      });
      expect(input.success).toBe(true);
      const { sections, problems } = parsePageMarkdown(seed.body);
      expect(problems).toEqual([]);
      expect(sections.length).toBeGreaterThanOrEqual(4);
      const texts = sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.type === 'list' ? block.items : [block.text])),
      );
      for (const text of [seed.summary, ...texts]) {
        expect(text).not.toMatch(/lorem ipsum|coming soon|TODO/i);
        for (const segment of parseInlineLinks(text)) {
          if (segment.type !== 'link') continue;
          if (segment.href.startsWith('/')) expect(INTERNAL_ROUTES).toContain(segment.href);
          else if (segment.href.startsWith('#')) expect(['#complaint-form', '#takedown-form']).toContain(segment.href);
          else expect(segment.href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
        }
      }
    },
  );

  it('states the business facts the spec fixes', () => {
    const bySlug = new Map(LEGAL_PAGE_SEEDS.map((seed) => [seed.slug, seed.body]));
    expect(bySlug.get('refund-policy')).toContain('30-day money-back guarantee');
    expect(bySlug.get('terms')).toContain('10 points equal 1 USD');
    expect(bySlug.get('terms')).toContain('bought only once');
  });
});

describe('first help questions', () => {
  it('pass the admin’s validation, cover every category and state the spec facts', () => {
    for (const seed of HELP_FAQ_SEEDS) {
      expect(helpFaqInputSchema.safeParse(seed).success).toBe(true);
      expect(parseAnswerMarkdown(seed.answer).problems).toEqual([]);
    }
    for (const category of HELP_FAQ_CATEGORIES) {
      expect(HELP_FAQ_SEEDS.some((seed) => seed.category === category.id)).toBe(true);
    }
    const text = JSON.stringify(HELP_FAQ_SEEDS);
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toMatch(/major credit and debit cards[^"]*PayPal/);
    expect(text).toContain('within 24 hours');
    expect(new Set(HELP_FAQ_SEEDS.map((seed) => seed.key)).size).toBe(HELP_FAQ_SEEDS.length);
  });
});
