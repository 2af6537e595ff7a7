import type { Metadata } from 'next';
import { PostEditorPage } from '@/modules/blog/admin/post-editor-page';

export const metadata: Metadata = { title: 'Edit blog post', robots: { index: false } };

export default async function EditBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  return <PostEditorPage postId={(await params).id} />;
}
