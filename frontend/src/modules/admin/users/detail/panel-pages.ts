/** The detail page's own paged panels and their query keys. */
export const SIGN_INS_PAGE = 'sign_ins_page';
export const DOCUMENTS_PAGE = 'documents_page';
export const PAGED_PANELS = [SIGN_INS_PAGE, DOCUMENTS_PAGE] as const;
export const PANEL_PAGE_SIZE = 10;
/** The other panels show the newest few and link to their full, filtered list. */
export const RECENT_ROWS = 5;
