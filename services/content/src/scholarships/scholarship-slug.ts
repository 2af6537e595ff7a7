import { RESERVED_SCHOLARSHIP_SLUGS, isUuid } from '@studyhub/contracts';
import { ScholarshipAdminErrors } from './scholarship.errors';

/**
 * A URL slug from a title: ASCII letters and digits joined by single hyphens (accents dropped),
 * never one of the list's own routes.
 */
export function scholarshipSlugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  if (slug.length === 0) return 'scholarship';
  return RESERVED_SCHOLARSHIP_SLUGS.includes(slug) ? `${slug}-scholarship` : slug;
}

/** A scholarship id from a path, or 400 'Invalid scholarship ID'. */
export function scholarshipIdOf(id: string): string {
  if (!isUuid(id)) throw ScholarshipAdminErrors.INVALID_SCHOLARSHIP_ID();
  return id.toLowerCase();
}
