/**
 * Where this app's server reaches the API gateway. Read at request time (not baked in at build),
 * so one build runs anywhere: on a workstation, in the end-to-end stack and in containers.
 */
export function gatewayUrl(env: Record<string, string | undefined> = process.env): string {
  const value = (env.GATEWAY_INTERNAL_URL ?? 'http://127.0.0.1:4000').trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`GATEWAY_INTERNAL_URL must be an http(s) URL such as http://gateway:4000, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`GATEWAY_INTERNAL_URL must be an http(s) URL such as http://gateway:4000, got "${value}"`);
  }
  return value;
}
