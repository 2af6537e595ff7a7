/** The slug of a university or course (spec section 5): the name lowercased, whitespace replaced with hyphens. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
