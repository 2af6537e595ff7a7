/** The homework helper's addresses (product spec section 2). */
export const HOMEWORK_LANDING_PATH = '/ai-homework-helper';
export const HOMEWORK_DASHBOARD_PATH = '/dashboard/ai-homework-helper';

const segment = (slug: string) => encodeURIComponent(slug);

/** The public (SEO) page of a question: a bank question, or an answered one made public. */
export function publicQuestionPath(slug: string): string {
  return `${HOMEWORK_LANDING_PATH}/${segment(slug)}`;
}

/** The asker's own view of a question they asked. */
export function dashboardQuestionPath(slug: string): string {
  return `${HOMEWORK_DASHBOARD_PATH}/question/${segment(slug)}`;
}

/** The dashboard list at a page (page 1 is the bare address). */
export function dashboardListPath(page: number): string {
  return page > 1 ? `${HOMEWORK_DASHBOARD_PATH}?page=${page}` : HOMEWORK_DASHBOARD_PATH;
}
