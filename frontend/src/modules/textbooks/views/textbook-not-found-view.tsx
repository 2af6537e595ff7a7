import { NotFoundView } from '@/modules/not-found/views/not-found-view';

/** The 404 of /textbooks/{slug} (spec section 8: 'Textbook not found'). */
export function TextbookNotFoundView() {
  return (
    <NotFoundView
      title="Textbook not found"
      description="We have no textbook at this address. It may have been renamed or removed; search the textbooks list, or tell us which book you need."
    />
  );
}
