import { PageLoading } from '@/modules/tables/components/page-loading';

export default function Loading() {
  return <PageLoading label="Loading the AI tools settings…" className="" />;
}
