import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CitationStyle } from '@studyhub/contracts';

export type CslLocale = 'en-US' | 'en-GB';

interface CslStyleFiles {
  /** A style of the official CSL repository, vendored under ./styles (see styles/README.md). */
  styleFile: string;
  locale: CslLocale;
}

export const CSL_STYLE_FILES: Record<CitationStyle, CslStyleFiles> = {
  APA_7: { styleFile: 'apa.csl', locale: 'en-US' },
  MLA_9: { styleFile: 'modern-language-association.csl', locale: 'en-US' },
  // Author-date, not notes: citations sit inline in the generated text, which has no footnotes.
  CHICAGO: { styleFile: 'chicago-author-date-17th-edition.csl', locale: 'en-US' },
  // Cite Them Right is a British guide: en-GB gives its single quotation marks and "edn."/"eds".
  HARVARD: { styleFile: 'harvard-cite-them-right.csl', locale: 'en-GB' },
};

/** Beside this file in src, and copied beside the compiled file in dist by the build. */
const STYLES_DIR = join(__dirname, 'styles');

function readStylesFile(fileName: string): string {
  try {
    return readFileSync(join(STYLES_DIR, fileName), 'utf8');
  } catch (error) {
    throw new Error(
      `CSL file ${fileName} is missing from ${STYLES_DIR}; the ai-tools build copies src/citations/styles there`,
      { cause: error },
    );
  }
}

export function readStyleXml(style: CitationStyle): string {
  return readStylesFile(CSL_STYLE_FILES[style].styleFile);
}

export function readLocaleXml(locale: string): string {
  // citeproc asks for the style's locale and for plain "en" as a fallback; both are served by en-US.
  return readStylesFile(locale === 'en-GB' ? 'locales-en-GB.xml' : 'locales-en-US.xml');
}
