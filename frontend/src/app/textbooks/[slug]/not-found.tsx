import { TextbookNotFoundView } from '@/modules/textbooks/views/textbook-not-found-view';

export default function TextbookNotFound() {
  return <TextbookNotFoundView />;
}
