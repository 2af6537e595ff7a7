'use client';

import { SectionError } from '@/modules/taxonomy/components/section-error';

export default function BlogError({ reset }: { reset: () => void }) {
  return <SectionError message="Failed to load the blog" reset={reset} />;
}
