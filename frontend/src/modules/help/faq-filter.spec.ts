import { FAQ_CATEGORIES, FAQS } from './faq-content';
import { filterFaqs } from './faq-filter';

describe('filterFaqs', () => {
  it('keeps everything for All with an empty query', () => {
    expect(filterFaqs(FAQS, '', 'all')).toHaveLength(FAQS.length);
    expect(filterFaqs(FAQS, '   ', 'all')).toHaveLength(FAQS.length);
  });

  it('narrows to a category', () => {
    const purchases = filterFaqs(FAQS, '', 'purchases');
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases.every((faq) => faq.category === 'purchases')).toBe(true);
  });

  it('matches question and answer text case-insensitively, every word', () => {
    const ids = filterFaqs(FAQS, 'PAYPAL', 'all').map((faq) => faq.id);
    expect(ids).toContain('payment-methods');
    expect(filterFaqs(FAQS, 'paypal password', 'all')).toEqual([]);
  });

  it('searches link labels but not link targets', () => {
    expect(filterFaqs(FAQS, 'refund policy', 'all').map((faq) => faq.id)).toContain('money-back-guarantee');
    expect(filterFaqs(FAQS, '/legal/', 'all')).toEqual([]);
  });

  it('combines category and query', () => {
    expect(filterFaqs(FAQS, 'paypal', 'documents')).toEqual([]);
  });
});

describe('FAQ content', () => {
  it('covers every category and states the spec facts', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(FAQS.some((faq) => faq.category === category.id)).toBe(true);
    }
    const text = JSON.stringify(FAQS);
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toMatch(/major credit and debit cards[^"]*PayPal/);
    expect(text).toContain('within 24 hours');
  });

  it('has unique ids', () => {
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(FAQS.length);
  });
});
