import type { Metadata } from 'next';
import { UploadDocumentView } from '@/modules/uploads/views/upload-document-view';

export const metadata: Metadata = {
  title: 'Upload & Earn Points!',
  description: 'Upload a PDF, Word or PowerPoint document and earn points from every sale.',
  robots: { index: false },
};

export default function UploadDocumentPage() {
  return <UploadDocumentView />;
}
