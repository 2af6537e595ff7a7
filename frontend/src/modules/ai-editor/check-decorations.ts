import { Extension } from '@tiptap/core';
import type { EditorIssue } from '@studyhub/contracts';
import { closeHistory } from '@tiptap/pm/history';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { CATEGORY_COLOURS } from './issue-categories';
import type { PlainTextView } from './text-positions';

/** An issue placed in the document: where it is now and the text it was found in. */
export interface PlacedIssue {
  issue: EditorIssue;
  from: number;
  to: number;
  /** The flagged text as it was checked; a fix applies only while the document still reads it. */
  original: string;
}

export const checkDecorationsKey = new PluginKey<DecorationSet>('editorCheckDecorations');

/** Places a check's issues in the document; issues whose offsets no longer fit are left out. */
export function placeIssues(view: PlainTextView, issues: readonly EditorIssue[]): PlacedIssue[] {
  const placed: PlacedIssue[] = [];
  for (const issue of issues) {
    const range = view.rangeAt(issue.offset, issue.length);
    if (!range || range.from === range.to) continue;
    placed.push({ issue, ...range, original: view.text.slice(issue.offset, issue.offset + issue.length) });
  }
  return placed;
}

function decorationOf(placed: PlacedIssue): Decoration {
  const colour = CATEGORY_COLOURS[placed.issue.category];
  return Decoration.inline(
    placed.from,
    placed.to,
    {
      class: 'editor-issue',
      'data-issue-id': placed.issue.id,
      'data-issue-category': placed.issue.category,
      style: `text-decoration: underline wavy ${colour}; text-decoration-thickness: 1.5px; text-underline-offset: 3px; cursor: pointer`,
    },
    { placed },
  );
}

type DecorationsMeta = { show: readonly PlacedIssue[] } | { hide: ReadonlySet<string> };

/** A transaction that shows these issues as underlines; the document itself is not changed. */
export function showIssues(state: EditorState, placed: readonly PlacedIssue[]): Transaction {
  return state.tr
    .setMeta(checkDecorationsKey, { show: placed } satisfies DecorationsMeta)
    .setMeta('addToHistory', false);
}

/** A transaction that takes the underlines of these issues away (ignored, or a word now in the dictionary). */
export function hideIssues(state: EditorState, issueIds: ReadonlySet<string>): Transaction {
  return state.tr
    .setMeta(checkDecorationsKey, { hide: issueIds } satisfies DecorationsMeta)
    .setMeta('addToHistory', false);
}

const placedOf = (decoration: Decoration): PlacedIssue => ({
  ...(decoration.spec as { placed: PlacedIssue }).placed,
  from: decoration.from,
  to: decoration.to,
});

/** The issues underlined now, where they are now, in reading order. */
export function currentIssues(state: EditorState): PlacedIssue[] {
  const set = checkDecorationsKey.getState(state);
  return set ? set.find().map(placedOf) : [];
}

/** The issue under a document position, if any. */
export function issueAt(state: EditorState, position: number): PlacedIssue | null {
  const set = checkDecorationsKey.getState(state);
  const found = set?.find(position, position, (spec) => 'placed' in spec)[0];
  return found ? placedOf(found) : null;
}

/**
 * The checker's underlines as ProseMirror decorations: set by `showIssues`, moved along with
 * edits until the next check replaces them, and reported on click.
 */
export function createCheckDecorations(onIssueClick: (placed: PlacedIssue | null) => void) {
  return Extension.create({
    name: 'editorCheckDecorations',
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key: checkDecorationsKey,
          state: {
            init: () => DecorationSet.empty,
            apply: (tr, set) => {
              const meta = tr.getMeta(checkDecorationsKey) as DecorationsMeta | undefined;
              if (meta && 'show' in meta) return DecorationSet.create(tr.doc, meta.show.map(decorationOf));
              const mapped = tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
              if (meta && 'hide' in meta) {
                const hidden = mapped.find(undefined, undefined, (spec) =>
                  meta.hide.has((spec as { placed: PlacedIssue }).placed.issue.id),
                );
                return mapped.remove(hidden);
              }
              return mapped;
            },
          },
          props: {
            decorations: (state) => checkDecorationsKey.getState(state),
            handleClick: (view, position) => {
              onIssueClick(issueAt(view.state, position));
              return false;
            },
          },
        }),
      ];
    },
  });
}

/**
 * A one-click fix as one transaction (one undo step), or null when the flagged text has changed
 * since the check. The replacement takes the marks of the text it replaces.
 */
export function fixTransaction(state: EditorState, placed: PlacedIssue, replacement: string): Transaction | null {
  if (placed.to > state.doc.content.size) return null;
  if (state.doc.textBetween(placed.from, placed.to, '\n', '\n') !== placed.original) return null;
  // Its own undo step, even right after typing (which history would otherwise group it with).
  const tr = closeHistory(state.tr);
  if (replacement === '') return tr.delete(placed.from, placed.to);
  const marks = state.doc.resolve(placed.from + 1).marks();
  return tr.replaceWith(placed.from, placed.to, state.schema.text(replacement, marks));
}
