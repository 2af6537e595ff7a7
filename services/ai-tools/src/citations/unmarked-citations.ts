/**
 * A parenthetical author-date citation the model typed itself instead of a `[@id]` marker:
 * "(Smith, 2020)", "(Smith & Lee, 2019, p. 4)", "(Smith et al. 2021; Doe, 2018a)". Only reported:
 * "(Paris, 1889)" reads the same, so cutting would damage honest text; the writer decides.
 */
const NAME = String.raw`\p{Lu}[\p{L}'’-]+`;
const AUTHORS = String.raw`${NAME}(?:(?:,? (?:and|&) |, )${NAME})*(?: et al\.)?`;
const CITE = String.raw`(?:see |e\.g\., )?${AUTHORS},? (?:\d{4}[a-z]?|n\.d\.)(?:, (?:p|pp|para)\. ?\d+(?:[-–]\d+)?)?`;
const UNMARKED_CITATION = new RegExp(String.raw`\(${CITE}(?:; ${CITE})*\)`, 'gu');

export function findUnmarkedCitations(text: string): string[] {
  return [...text.matchAll(UNMARKED_CITATION)].map((match) => match[0]);
}
