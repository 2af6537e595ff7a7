import type { Metadata } from 'next';
import { PostEditorPage } from '@/modules/blog/admin/post-editor-page';

export const metadata: Metadata = { title: 'New blog post', robots: { index: false } };

export default function NewBlogPostPage() {
  return <PostEditorPage postId={null} />;
}
