/**
 * Alias routes of product spec section 2. Every entry is a permanent (308) redirect served by
 * `next.config.ts`; the e2e suite and `redirects.spec.ts` walk this same list.
 * Patterns use Next's `:param` syntax; only whole-segment parameters are used.
 */
export interface AliasRedirect {
  source: string;
  destination: string;
  permanent: true;
}

export const ALIAS_REDIRECTS: readonly AliasRedirect[] = [
  { source: '/homework-helper', destination: '/ai-homework-helper', permanent: true },
  { source: '/homework-helper/:slug', destination: '/ai-homework-helper/:slug', permanent: true },
  { source: '/flashcard-maker', destination: '/ai-flashcard-maker', permanent: true },
  { source: '/flashcard-maker/:slug', destination: '/ai-flashcard-maker/:slug', permanent: true },
  { source: '/xywriter', destination: '/ai-writer', permanent: true },
  { source: '/xywriter/paper', destination: '/dashboard/ai-writer/paper', permanent: true },
  {
    source: '/xywriter/paper/:paperId',
    destination: '/dashboard/ai-writer/paper/:paperId',
    permanent: true,
  },
  { source: '/plagiarism-detector', destination: '/plagiarism-checker', permanent: true },
  { source: '/xyeditor', destination: '/xy-editor', permanent: true },
];

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * Where an alias path leads, or null when the path is not an alias. Mirrors how Next matches the
 * patterns above (whole path, one segment per parameter, trailing slash ignored).
 */
export function resolveAliasRedirect(pathname: string): string | null {
  const segments = splitPath(pathname);
  for (const redirect of ALIAS_REDIRECTS) {
    const pattern = splitPath(redirect.source);
    if (pattern.length !== segments.length) continue;
    const params = new Map<string, string>();
    const isMatch = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params.set(part, segment);
        return true;
      }
      return part === segment;
    });
    if (!isMatch) continue;
    return (
      '/' +
      splitPath(redirect.destination)
        .map((part) => (part.startsWith(':') ? (params.get(part) ?? part) : part))
        .join('/')
    );
  }
  return null;
}
