import { randomBytes } from 'node:crypto';

/** A URL slug from a title: lowercase words joined by hyphens, accents folded, at most 80 characters. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'document';
}

/** The same slug with a short random suffix, for when the plain one is taken. */
export function suffixedSlug(slug: string): string {
  return `${slug}-${randomBytes(3).toString('hex')}`;
}
