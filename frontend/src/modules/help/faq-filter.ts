import type { Faq, FaqCategoryId } from './faq-content';

export type FaqCategoryFilter = FaqCategoryId | 'all';

/** Plain text of an answer: `[label](href)` counts as its label. */
function plainText(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

/**
 * FAQs in the chosen category whose question or answer contains every word of the query
 * (case-insensitive). An empty query keeps the whole category.
 */
export function filterFaqs(faqs: readonly Faq[], query: string, category: FaqCategoryFilter): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    if (category !== 'all' && faq.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = `${faq.question} ${faq.answer.map(plainText).join(' ')}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
