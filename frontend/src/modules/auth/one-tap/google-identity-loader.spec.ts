import type { GoogleAccountsId } from './google-identity';
import { createGoogleIdentityLoader, GOOGLE_IDENTITY_SCRIPT_URL, type ScriptHost } from './google-identity-loader';

const identity: GoogleAccountsId = { initialize: jest.fn(), prompt: jest.fn(), cancel: jest.fn() };

/** A page whose scripts settle when the test says so. */
function fakePage() {
  const scripts: { src: string; isRemoved: boolean; settle: (error?: Error) => void }[] = [];
  let loaded: GoogleAccountsId | undefined;
  const host: ScriptHost = {
    identity: () => loaded,
    inject(src, onSettled) {
      const script = { src, isRemoved: false, settle: onSettled };
      scripts.push(script);
      return () => {
        script.isRemoved = true;
      };
    },
  };
  return {
    host,
    scripts,
    runScript: (defines: GoogleAccountsId | undefined) => {
      loaded = defines;
      scripts.at(-1)?.settle();
    },
  };
}

describe('createGoogleIdentityLoader', () => {
  it('adds nothing to the page until asked', () => {
    const page = fakePage();
    createGoogleIdentityLoader(page.host);
    expect(page.scripts).toHaveLength(0);
  });

  it("adds Google's script once, however many ask, and answers with google.accounts.id", async () => {
    const page = fakePage();
    const load = createGoogleIdentityLoader(page.host);
    const first = load();
    const second = load();
    expect(page.scripts.map((script) => script.src)).toEqual([GOOGLE_IDENTITY_SCRIPT_URL]);
    page.runScript(identity);
    await expect(first).resolves.toBe(identity);
    await expect(second).resolves.toBe(identity);
    await expect(load()).resolves.toBe(identity);
    expect(page.scripts).toHaveLength(1);
  });

  it('uses the library without a script when it is already on the page', async () => {
    const page = fakePage();
    page.runScript(identity);
    await expect(createGoogleIdentityLoader(page.host)()).resolves.toBe(identity);
    expect(page.scripts).toHaveLength(0);
  });

  it('removes a script that failed and tries again on the next call', async () => {
    const page = fakePage();
    const load = createGoogleIdentityLoader(page.host);
    const failed = load();
    page.scripts[0]?.settle(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(page.scripts[0]?.isRemoved).toBe(true);

    const retried = load();
    expect(page.scripts).toHaveLength(2);
    page.runScript(identity);
    await expect(retried).resolves.toBe(identity);
  });

  it('fails when the script ran without defining google.accounts.id', async () => {
    const page = fakePage();
    const load = createGoogleIdentityLoader(page.host);
    const attempt = load();
    page.runScript(undefined);
    await expect(attempt).rejects.toThrow('google.accounts.id');
    expect(page.scripts[0]?.isRemoved).toBe(true);
  });
});
