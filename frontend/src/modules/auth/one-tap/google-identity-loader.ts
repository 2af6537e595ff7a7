import type { GoogleAccountsId } from './google-identity';

export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The page the script is added to: the browser's document, or a stand-in in tests. */
export interface ScriptHost {
  /** Google's `accounts.id` once its script has run. */
  identity(): GoogleAccountsId | undefined;
  /** Adds `<script async src>`; `onSettled` runs when it has loaded or failed. Returns its removal. */
  inject(src: string, onSettled: (error?: Error) => void): () => void;
}

export const browserScriptHost: ScriptHost = {
  identity: () => window.google?.accounts?.id,
  inject(src, onSettled) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => onSettled());
    script.addEventListener('error', () => onSettled(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
    return () => script.remove();
  },
};

/**
 * Loads Google Identity Services on first use, with one script for the whole page load. A failed
 * load (offline, blocked) removes its script so a later call tries again.
 */
export function createGoogleIdentityLoader(host: ScriptHost): () => Promise<GoogleAccountsId> {
  let pending: Promise<GoogleAccountsId> | null = null;
  return () => {
    const loaded = host.identity();
    if (loaded) return Promise.resolve(loaded);
    pending ??= new Promise<GoogleAccountsId>((resolve, reject) => {
      let removeScript = (): void => undefined;
      removeScript = host.inject(GOOGLE_IDENTITY_SCRIPT_URL, (error) => {
        const identity = error ? undefined : host.identity();
        if (identity) {
          resolve(identity);
          return;
        }
        pending = null;
        removeScript();
        reject(error ?? new Error('Google Identity Services loaded without google.accounts.id'));
      });
    });
    return pending;
  };
}

export const loadGoogleIdentity = createGoogleIdentityLoader(browserScriptHost);
