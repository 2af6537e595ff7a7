import { toFaq, type Faq } from './faq-content';
import { filterFaqs } from './faq-filter';

const FAQS: Faq[] = [
  {
    id: '1',
    category: 'purchases',
    question: 'Which payment methods do you accept?',
    answer: 'We accept all major credit and debit cards and PayPal.',
  },
  {
    id: '2',
    category: 'purchases',
    question: 'Is there a money-back guarantee?',
    answer: 'Yes, a 30-day money-back guarantee. See the [Refund Policy](/legal/refund-policy).',
  },
  { id: '3', category: 'account-security', question: 'How do I reset my password?', answer: 'Use Forgot password.' },
].map((entry, index) => toFaq({ ...entry, category: entry.category as Faq['category'], position: index + 1 }));

describe('filterFaqs', () => {
  it('keeps everything for All with an empty query', () => {
    expect(filterFaqs(FAQS, '', 'all')).toHaveLength(3);
    expect(filterFaqs(FAQS, '   ', 'all')).toHaveLength(3);
  });

  it('narrows to a category', () => {
    expect(filterFaqs(FAQS, '', 'purchases').map((faq) => faq.id)).toEqual(['1', '2']);
  });

  it('matches question and answer text case-insensitively, every word', () => {
    expect(filterFaqs(FAQS, 'PAYPAL', 'all').map((faq) => faq.id)).toEqual(['1']);
    expect(filterFaqs(FAQS, 'paypal password', 'all')).toEqual([]);
  });

  it('searches link labels but not link targets', () => {
    expect(filterFaqs(FAQS, 'refund policy', 'all').map((faq) => faq.id)).toEqual(['2']);
    expect(filterFaqs(FAQS, '/legal/', 'all')).toEqual([]);
  });

  it('combines category and query', () => {
    expect(filterFaqs(FAQS, 'paypal', 'account-security')).toEqual([]);
  });
});
