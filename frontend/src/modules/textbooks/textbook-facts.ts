import type { TextbookResponse } from '@studyhub/contracts';

/** The bibliographic facts of a textbook that it has, in reading order. */
export function textbookFacts(book: TextbookResponse): { label: string; value: string }[] {
  const facts: [string, string | number | null][] = [
    ['Author', book.author],
    ['Publisher', book.publisher],
    ['Edition', book.edition],
    ['Year', book.publication_year],
    ['ISBN', book.isbn],
  ];
  return facts.flatMap(([label, value]) =>
    value === null || String(value).trim() === '' ? [] : [{ label, value: String(value) }],
  );
}

/** '4.5 out of 5', or null when the book has no rating. */
export function ratingLabel(rating: number | null): string | null {
  return rating === null ? null : `${rating.toFixed(1)} out of 5`;
}
