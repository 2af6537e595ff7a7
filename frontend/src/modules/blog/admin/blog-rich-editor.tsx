'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { useRef } from 'react';
import { FormattingToolbar, TOOLBAR_BUTTONS, headingButton, linkButton } from '@/modules/rich-text/formatting-toolbar';

const TOOLBAR_GROUPS = [
  [TOOLBAR_BUTTONS.undo, TOOLBAR_BUTTONS.redo],
  [headingButton(2, 'Section heading'), headingButton(3, 'Sub-heading')],
  [TOOLBAR_BUTTONS.bold, TOOLBAR_BUTTONS.italic, linkButton('Link address (https://… or a path such as /blog/…)')],
  [TOOLBAR_BUTTONS.bulletList, TOOLBAR_BUTTONS.orderedList, TOOLBAR_BUTTONS.quote],
];

/**
 * The post body's editor (Tiptap): section headings, emphasis, links, lists and quotes. It emits
 * HTML; the content service sanitises it before storing, whatever the browser sends.
 */
export function BlogRichEditor({
  initialHtml,
  onChange,
  labelId,
  invalid,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  invalid?: boolean;
}) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'blog-post-editor',
        class:
          'prose-content min-h-[22rem] max-w-none px-4 py-3 focus:outline-none [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4',
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className={clsx('mt-1 rounded-lg border bg-white', invalid ? 'border-danger' : 'border-line-strong')}>
      {editor ? <FormattingToolbar editor={editor} groups={TOOLBAR_GROUPS} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
