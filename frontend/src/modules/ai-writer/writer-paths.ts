/** The AI writer's routes (spec section 2). */
export const WRITER_LANDING_PATH = '/ai-writer';
export const WRITER_LIST_PATH = '/dashboard/ai-writer';
export const NEW_PAPER_PATH = '/dashboard/ai-writer/paper';

export function paperPath(paperId: string): string {
  return `${NEW_PAPER_PATH}/${encodeURIComponent(paperId)}`;
}
