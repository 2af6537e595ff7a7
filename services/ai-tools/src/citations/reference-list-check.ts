/**
 * The model must never write a reference list: ours is formatted from the library. Anything that
 * looks like one it wrote anyway (a "References", "Works Cited", "Bibliography"... heading and the
 * entries under it) is cut from the text and reported.
 */
const HEADING_WORDS = String.raw`(?:references?|reference\s+list|works\s+cited|works\s+consulted|bibliography|literature\s+cited|sources(?:\s+cited)?|citations)`;

/** A heading line in plain text or Markdown: `## References`, `**Works Cited**`, `Bibliography:`. */
const TEXT_HEADING = new RegExp(
  String.raw`^[ \t]*(#{1,6}[ \t]*)?(?:\*\*|__)?[ \t]*${HEADING_WORDS}[ \t]*:?[ \t]*(?:\*\*|__)?[ \t]*:?[ \t\r]*$`,
  'i',
);
const MARKDOWN_HEADING = /^[ \t]*(#{1,6})[ \t]+\S/;

/** An HTML heading, or a paragraph that holds only the bold word: `<h2>References</h2>`, `<p><strong>References</strong></p>`. */
const HTML_HEADING = new RegExp(
  String.raw`<(h[1-6])\b[^>]*>\s*(?:<(?:strong|b)>\s*)?${HEADING_WORDS}\s*:?\s*(?:</(?:strong|b)>\s*)?</\1>` +
    String.raw`|<p\b[^>]*>\s*<(?:strong|b)>\s*${HEADING_WORDS}\s*:?\s*</(?:strong|b)>\s*</p>`,
  'gi',
);
const HTML_ANY_HEADING = /<h([1-6])\b/gi;

export interface StrippedReferenceList {
  heading: string;
  /** Non-empty lines (or HTML blocks) under the heading that were cut with it. */
  entryCount: number;
  removed: string;
}

export interface ReferenceListCheck {
  text: string;
  stripped: StrippedReferenceList[];
}

function stripFromHtml(text: string): ReferenceListCheck {
  const stripped: StrippedReferenceList[] = [];
  let result = text;
  for (;;) {
    HTML_HEADING.lastIndex = 0;
    const match = HTML_HEADING.exec(result);
    if (!match) break;
    const level = match[1] ? Number(match[1].slice(1)) : 7;
    const after = match.index + match[0].length;
    let end = result.length;
    HTML_ANY_HEADING.lastIndex = after;
    for (let next = HTML_ANY_HEADING.exec(result); next; next = HTML_ANY_HEADING.exec(result)) {
      if (Number(next[1]) <= level) {
        end = next.index;
        break;
      }
    }
    const body = result.slice(after, end);
    stripped.push({
      heading: match[0].replace(/<[^>]+>/g, '').trim(),
      entryCount: (body.match(/<(?:p|li|div)\b/gi) ?? []).length,
      removed: result.slice(match.index, end),
    });
    result = result.slice(0, match.index) + result.slice(end);
  }
  return { text: result, stripped };
}

function stripFromLines(text: string): ReferenceListCheck {
  const lines = text.split('\n');
  const stripped: StrippedReferenceList[] = [];
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const heading = TEXT_HEADING.exec(line);
    if (!heading) {
      kept.push(line);
      continue;
    }
    // The list runs to the next Markdown heading of the same or a higher level, or to the end.
    const level = heading[1] ? heading[1].trim().length : 7;
    let end = index + 1;
    for (; end < lines.length; end++) {
      const next = MARKDOWN_HEADING.exec(lines[end] ?? '');
      if (next?.[1] && next[1].length <= level) break;
    }
    const body = lines.slice(index + 1, end);
    stripped.push({
      heading: line.replace(/[#*_:]/g, '').trim(),
      entryCount: body.filter((entry) => entry.trim() !== '').length,
      removed: lines.slice(index, end).join('\n'),
    });
    index = end - 1;
  }
  return {
    text: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd(),
    stripped,
  };
}

/** Cuts every reference list the model wrote itself, in Markdown, plain text or HTML. */
export function stripModelReferenceLists(text: string): ReferenceListCheck {
  const html = stripFromHtml(text);
  const lines = stripFromLines(html.text);
  if (html.stripped.length === 0 && lines.stripped.length === 0) return { text, stripped: [] };
  return { text: lines.text, stripped: [...html.stripped, ...lines.stripped] };
}
