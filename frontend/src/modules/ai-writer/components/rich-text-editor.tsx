'use client';

import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, type Editor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { countWords } from '@studyhub/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattingToolbar, TOOLBAR_BUTTONS, headingButton } from '@/modules/rich-text/formatting-toolbar';
import type { EditorNode } from '../export/document-model';

/**
 * What the writer's screens do with the editor. Tiptap is imported here only; the rest of the
 * module talks to this handle.
 */
export interface PaperEditorHandle {
  getHtml: () => string;
  /** The text, one line per block, as the word count and the diff read it. */
  getText: () => string;
  getDocument: () => EditorNode;
  isEmpty: () => boolean;
  /** The plain text before the cursor, which a `continue` generation carries on from. */
  textBeforeCursor: () => string;
  insertAtCursor: (html: string) => void;
  append: (html: string) => void;
  /** Replaces the whole text; `asChange` false for text that came from the server (no autosave). */
  replaceAll: (html: string, asChange: boolean) => void;
  /** Puts the cursor on the n-th heading (0-based) and scrolls to it. */
  focusHeading: (index: number) => void;
}

export interface OutlineEntry {
  level: number;
  text: string;
}

function handleOf(editor: Editor): PaperEditorHandle {
  const headingPositions = (): number[] => {
    const positions: number[] = [];
    editor.state.doc.descendants((node, position) => {
      if (node.type.name === 'heading') positions.push(position);
      return node.type.name !== 'heading';
    });
    return positions;
  };
  return {
    getHtml: () => editor.getHTML(),
    getText: () => editor.getText({ blockSeparator: '\n' }),
    getDocument: () => editor.getJSON() as EditorNode,
    isEmpty: () => editor.isEmpty,
    textBeforeCursor: () => editor.state.doc.textBetween(0, editor.state.selection.from, '\n', ' '),
    insertAtCursor: (html) => editor.chain().focus().insertContent(html).run(),
    append: (html) => editor.chain().insertContentAt(editor.state.doc.content.size, html).focus('end').run(),
    replaceAll: (html, asChange) => editor.commands.setContent(html, { emitUpdate: asChange }),
    focusHeading: (index) => {
      const position = headingPositions()[index];
      if (position === undefined) return;
      editor
        .chain()
        .focus()
        .setTextSelection(position + 1)
        .scrollIntoView()
        .run();
    },
  };
}

export interface PaperEditorOptions {
  /** More Tiptap extensions, e.g. the editor/checker's underlines (read once, when the editor is built). */
  extensions?: Extensions;
  placeholder?: string;
}

const WRITER_PLACEHOLDER = 'Start writing, or ask the AI for a draft or an outline…';

/** The paper's editor: headings, paragraphs, lists, quotes, bold, italic and underline. */
export function usePaperEditor(initialHtml: string, onChange: () => void, options: PaperEditorOptions = {}) {
  // The editor is built once; the latest callback is read through a ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false },
      }),
      Placeholder.configure({ placeholder: options.placeholder ?? WRITER_PLACEHOLDER }),
      ...(options.extensions ?? []),
    ],
    content: initialHtml,
    // The page is rendered on the server first; the editor exists only in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': 'Paper text',
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'paper-editor',
        class:
          'prose-content min-h-[60vh] max-w-none px-6 py-5 focus:outline-none [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-bold [&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-muted [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
      },
    },
    onUpdate: () => onChangeRef.current(),
  });
  const handle = useMemo(() => (editor ? handleOf(editor) : null), [editor]);
  return { editor, handle };
}

/**
 * A value read from the document, read again after every change of it, including text set from
 * the server without an update event (a restore). Starts from `empty` until the editor exists.
 */
function useDocumentValue<T>(
  editor: Editor | null,
  read: (editor: Editor) => T,
  empty: T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const [value, setValue] = useState(empty);
  useEffect(() => {
    if (!editor) return;
    const refresh = () =>
      setValue((current) => {
        const next = read(editor);
        return isEqual(current, next) ? current : next;
      });
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged) refresh();
    };
    refresh();
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor, read, empty, isEqual]);
  return value;
}

const readWordCount = (editor: Editor) => countWords(editor.getText({ blockSeparator: '\n' }));
const isSameNumber = (a: number, b: number) => a === b;

/** The words of the text (countWords, as the service counts them), current after every change. */
export function useWordCount(editor: Editor | null): number {
  return useDocumentValue(editor, readWordCount, 0, isSameNumber);
}

function readOutline(editor: Editor): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'heading') entries.push({ level: Number(node.attrs.level), text: node.textContent });
    return node.type.name !== 'heading';
  });
  return entries;
}

const isSameOutline = (a: OutlineEntry[], b: OutlineEntry[]) =>
  a.length === b.length && a.every((entry, index) => entry.text === b[index]?.text && entry.level === b[index]?.level);
const NO_OUTLINE: OutlineEntry[] = [];

/** The headings of the document, kept current as the student types. */
export function useOutline(editor: Editor | null): OutlineEntry[] {
  return useDocumentValue(editor, readOutline, NO_OUTLINE, isSameOutline);
}

const TOOLBAR_GROUPS = [
  [TOOLBAR_BUTTONS.undo, TOOLBAR_BUTTONS.redo],
  [headingButton(1), headingButton(2), headingButton(3)],
  [TOOLBAR_BUTTONS.bold, TOOLBAR_BUTTONS.italic, TOOLBAR_BUTTONS.underline],
  [TOOLBAR_BUTTONS.bulletList, TOOLBAR_BUTTONS.orderedList, TOOLBAR_BUTTONS.quote],
];

/** The editor with its formatting toolbar; a placeholder of its size until the browser has built it. */
export function RichTextEditor({ editor }: { editor: Editor | null }) {
  if (!editor) {
    return (
      <div className="min-h-[60vh] rounded-2xl border border-line bg-white" aria-busy="true">
        <p role="status" className="px-6 py-5 text-sm text-muted">
          Opening the editor…
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-line bg-white">
      <FormattingToolbar editor={editor} groups={TOOLBAR_GROUPS} />
      <EditorContent editor={editor} />
    </div>
  );
}
