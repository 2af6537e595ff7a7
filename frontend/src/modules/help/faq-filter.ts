import { plainTextOf } from '@studyhub/contracts';
import type { Faq, FaqCategoryId } from './faq-content';

export type FaqCategoryFilter = FaqCategoryId | 'all';

/**
 * FAQs in the chosen category whose question or answer contains every word of the query
 * (case-insensitive; a link counts as its label). An empty query keeps the whole category.
 */
export function filterFaqs(faqs: readonly Faq[], query: string, category: FaqCategoryFilter): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    if (category !== 'all' && faq.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = `${faq.question} ${plainTextOf(faq.answer)}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
