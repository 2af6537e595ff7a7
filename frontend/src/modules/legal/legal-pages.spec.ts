import { parseInlineLinks } from '../content/rich-text';
import { LEGAL_SLUGS } from './legal-document';
import { formatLegalDate, LEGAL_DOCUMENTS } from './legal-pages';

/** Pages the legal texts may link to: contact, each other, and where a buyer refunds an order. */
const INTERNAL_ROUTES = new Set([
  '/contact',
  '/dashboard/wallet/orders',
  ...LEGAL_SLUGS.map((slug) => `/legal/${slug}`),
]);

describe('legal documents', () => {
  it('has one document per slug, filed under its own slug', () => {
    for (const slug of LEGAL_SLUGS) {
      expect(LEGAL_DOCUMENTS[slug].slug).toBe(slug);
    }
  });

  it.each(LEGAL_SLUGS)('%s is complete and links only to pages that exist', (slug) => {
    const document = LEGAL_DOCUMENTS[slug];
    expect(document.title.length).toBeGreaterThan(5);
    expect(document.description.length).toBeGreaterThan(50);
    expect(document.sections.length).toBeGreaterThanOrEqual(4);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);

    const texts = document.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === 'list' ? block.items : [block.text])),
    );
    for (const text of [document.summary, ...texts]) {
      expect(text).not.toMatch(/lorem ipsum|coming soon|TODO/i);
      for (const segment of parseInlineLinks(text)) {
        if (segment.type !== 'link') continue;
        if (segment.href.startsWith('/')) expect(INTERNAL_ROUTES).toContain(segment.href);
        else expect(segment.href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
      }
    }
  });

  it('states the business facts the spec fixes', () => {
    const refund = JSON.stringify(LEGAL_DOCUMENTS['refund-policy']);
    expect(refund).toContain('30-day money-back guarantee');
    const terms = JSON.stringify(LEGAL_DOCUMENTS.terms);
    expect(terms).toContain('10 points equal 1 USD');
    expect(terms).toContain('bought only once');
  });

  it('formats the update date in US English', () => {
    expect(formatLegalDate('2025-11-01')).toBe('November 1, 2025');
  });
});
