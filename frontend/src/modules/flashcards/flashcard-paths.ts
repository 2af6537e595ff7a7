/** The flashcard maker's addresses (product spec section 2). */
export const FLASHCARDS_LANDING_PATH = '/ai-flashcard-maker';
export const FLASHCARDS_DASHBOARD_PATH = '/dashboard/ai-flashcard-maker';
export const CREATE_DECK_PATH = `${FLASHCARDS_DASHBOARD_PATH}/deck/create`;

const segment = (value: string) => encodeURIComponent(value);

/** A public deck's page, open to anyone. */
export function publicDeckPath(slug: string): string {
  return `${FLASHCARDS_LANDING_PATH}/${segment(slug)}`;
}

/** A deck in the dashboard: its id, or a public deck's slug. */
export function deckPath(identifier: string): string {
  return `${FLASHCARDS_DASHBOARD_PATH}/deck/${segment(identifier)}`;
}

export function deckEditPath(identifier: string): string {
  return `${deckPath(identifier)}/edit`;
}
