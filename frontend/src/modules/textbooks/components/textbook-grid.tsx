import Link from 'next/link';
import type { TextbookResponse } from '@studyhub/contracts';
import { CoverImage } from '@/modules/catalog/components/cover-image';

/** Textbook covers with title and author, each linking to its page; broken covers show the default. */
export function TextbookGrid({ textbooks }: { textbooks: TextbookResponse[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" data-testid="textbooks">
      {textbooks.map((textbook) => (
        <li key={textbook.id}>
          <Link
            href={`/textbooks/${textbook.slug}`}
            className="group block rounded-xl p-1 transition hover:bg-surface-muted"
          >
            <CoverImage
              src={textbook.cover_image}
              alt=""
              className="aspect-[3/4] w-full rounded-lg border border-line bg-surface-muted object-cover"
            />
            <span className="mt-2 line-clamp-2 block font-medium text-ink group-hover:text-brand-700">
              {textbook.title}
            </span>
            <span className="line-clamp-1 block text-sm text-muted">{textbook.author}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
