/**
 * A LIKE pattern matching the search anywhere in `email || ' ' || lower(full_name)` (the trigram
 * index of the users migration). `%`, `_` and the escape character are matched literally.
 */
export function userSearchPattern(search: string): string {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return `%${escaped}%`;
}
