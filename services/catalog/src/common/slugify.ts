/**
 * The slug of a university or course (spec section 5): the name lowercased, whitespace replaced with
 * hyphens. Characters that would end or split a URL path segment (`/ ? # % \`) become hyphens too,
 * so every slug can stand in a path; plain names keep exactly the rule's result.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[/?#%\\]/g, '-');
}
