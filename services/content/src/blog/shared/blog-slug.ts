import { isUuid } from '@studyhub/contracts';
import { BlogErrors } from './blog.errors';

/** `How to Revise: 5 Habits` → `how-to-revise-5-habits` (ASCII letters and digits, single hyphens). */
export function blogSlugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** A path id, or 400 'Invalid id'. */
export function blogIdOf(id: string): string {
  if (!isUuid(id)) throw BlogErrors.INVALID_ID();
  return id.toLowerCase();
}
