'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef } from 'react';

interface ToolbarButton {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function toggleLink(editor: Editor): void {
  if (editor.isActive('link')) {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  const href = window.prompt('Link address (https://… or a path such as /blog/…)');
  if (!href) return;
  editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

const BUTTONS: ToolbarButton[] = [
  { label: 'Undo', icon: Undo2, isActive: () => false, run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', icon: Redo2, isActive: () => false, run: (e) => e.chain().focus().redo().run() },
  {
    label: 'Section heading',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Sub-heading',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: 'Bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  { label: 'Link', icon: Link2, isActive: (e) => e.isActive('link'), run: toggleLink },
  {
    label: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: Quote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
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
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: current }) => BUTTONS.map((b) => b.isActive(current)) });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-line p-1">
      {BUTTONS.map((button, index) => {
        const Icon = button.icon;
        const isToggle = button.label !== 'Undo' && button.label !== 'Redo';
        return (
          <button
            key={button.label}
            type="button"
            title={button.label}
            aria-label={button.label}
            aria-pressed={isToggle ? Boolean(active[index]) : undefined}
            onClick={() => button.run(editor)}
            className={clsx(
              'inline-flex size-9 items-center justify-center rounded-md',
              active[index] ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-surface-muted',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
