/**
 * Document text made safe to quote to a model and to compare against: compatibility forms folded
 * (full-width letters, ligatures: NFKC), invisible format characters removed (zero-width spaces and
 * joiners, word joiners, the byte-order mark, soft hyphens, bidirectional overrides: every Unicode
 * `Cf`), control characters other than line breaks and tabs turned into spaces, and HTML comments
 * (text a reader never sees) dropped.
 */
export function sanitizeDocumentText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
  );
}

/**
 * Letters of other scripts that look like Latin ones (Cyrillic and Greek), folded to the Latin
 * letter they imitate: "іgnоre" written with Cyrillic і and о reads as "ignore" to a person and a
 * model, so the instruction check must read it that way too.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
  α: 'a', ο: 'o', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X', Ϲ: 'C',
};
const CONFUSABLE_PATTERN = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

export function foldConfusables(text: string): string {
  return text.replace(CONFUSABLE_PATTERN, (letter) => CONFUSABLES[letter] ?? letter);
}

/** A word that mixes Latin letters with Cyrillic or Greek ones: a disguise, not a language. */
export function hasMixedScriptWord(text: string): boolean {
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const latin = /\p{Script=Latin}/u.test(word);
    if (latin && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word)) return true;
  }
  return false;
}
