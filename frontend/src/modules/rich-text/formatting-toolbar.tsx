'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import clsx from 'clsx';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

/** One button of a Tiptap editor's toolbar: its name (the accessible one), icon, state and action. */
export interface ToolbarButton {
  label: string;
  icon: LucideIcon;
  /** Undefined for an action that is not a toggle (undo, redo). */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  isDisabled?: (editor: Editor) => boolean;
}

const HEADING_ICONS = [Heading1, Heading2, Heading3] as const;

/** The buttons the writer and the blog editor share; each editor picks and groups its own. */
export const TOOLBAR_BUTTONS = {
  undo: {
    label: 'Undo',
    icon: Undo2,
    run: (e) => e.chain().focus().undo().run(),
    isDisabled: (e) => !e.can().undo(),
  },
  redo: {
    label: 'Redo',
    icon: Redo2,
    run: (e) => e.chain().focus().redo().run(),
    isDisabled: (e) => !e.can().redo(),
  },
  bold: {
    label: 'Bold',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  italic: {
    label: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  underline: {
    label: 'Underline',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  bulletList: {
    label: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  orderedList: {
    label: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  quote: {
    label: 'Quote',
    icon: Quote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
} satisfies Record<string, ToolbarButton>;

export function headingButton(level: 1 | 2 | 3, label = `Heading ${level}`): ToolbarButton {
  return {
    label,
    icon: HEADING_ICONS[level - 1]!,
    isActive: (e) => e.isActive('heading', { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  };
}

/** A link on the selection, its address asked for; on a link, removes it. */
export function linkButton(prompt: string): ToolbarButton {
  return {
    label: 'Link',
    icon: Link2,
    isActive: (e) => e.isActive('link'),
    run: (editor) => {
      if (editor.isActive('link')) {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      const href = window.prompt(prompt);
      if (!href) return;
      editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
  };
}

/** The toolbar: groups of buttons, each showing whether it applies where the cursor is. */
export function FormattingToolbar({
  editor,
  groups,
}: {
  editor: Editor;
  groups: readonly (readonly ToolbarButton[])[];
}) {
  const buttons = groups.flat();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      buttons.map((button) => ({
        isActive: button.isActive?.(current) ?? false,
        isDisabled: button.isDisabled?.(current) ?? false,
      })),
    equalityFn: (a, b) =>
      b !== null &&
      a.every((entry, index) => entry.isActive === b[index]?.isActive && entry.isDisabled === b[index]?.isDisabled),
  });
  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-line px-2 py-1.5"
    >
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="flex items-center gap-0.5 border-r border-line pr-1 last:border-r-0">
          {group.map((button) => {
            const current = state[index++];
            const Icon = button.icon;
            return (
              <button
                key={button.label}
                type="button"
                title={button.label}
                aria-pressed={button.isActive ? (current?.isActive ?? false) : undefined}
                disabled={current?.isDisabled}
                onClick={() => button.run(editor)}
                className={clsx(
                  'inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-surface-muted disabled:opacity-40',
                  current?.isActive && 'bg-brand-100 text-brand-800',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="sr-only">{button.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
