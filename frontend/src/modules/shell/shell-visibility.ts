/** Areas with their own chrome: no public header or footer there (spec section 2, Layout). */
const SHELL_FREE_PREFIXES = ['/dashboard', '/admin'];
const SHELL_FREE_PATHS = ['/checkout/success'];

function matchesPath(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isShellHidden(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    SHELL_FREE_PREFIXES.some((prefix) => matchesPath(path, prefix)) ||
    SHELL_FREE_PATHS.some((base) => matchesPath(path, base))
  );
}
