import type { Metadata } from 'next';
import { XyEditorLandingView } from '@/modules/ai-editor/views/xy-editor-landing-view';

export const metadata: Metadata = {
  title: 'Editor and checker',
  description:
    'Free spelling, grammar, style and readability checks as you type, with one-click fixes; AI revisions of any passage for a few points.',
};

export default function XyEditorPage() {
  return <XyEditorLandingView />;
}
