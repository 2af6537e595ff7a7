import type { GoogleAccountsId, GoogleIdConfiguration } from './google-identity';

export type OneTapOptions = Omit<GoogleIdConfiguration, 'client_id' | 'callback'>;

/** Never signs anyone in without a click; FedCM is the prompt browsers keep supporting. */
export const ONE_TAP_OPTIONS: OneTapOptions = {
  auto_select: false,
  cancel_on_tap_outside: true,
  use_fedcm_for_prompt: true,
};

/**
 * Shows Google's one-tap prompt and returns a function that takes it away. Google's library warns
 * when initialised twice, so it is initialised once per client id and page load; its callback hands
 * the credential to whoever showed the latest prompt, and to nobody once that prompt was taken away.
 */
export function createOneTapPrompter(): (
  identity: GoogleAccountsId,
  clientId: string,
  onCredential: (credential: string) => void,
) => () => void {
  let initializedFor: { identity: GoogleAccountsId; clientId: string } | null = null;
  let receiver: ((credential: string) => void) | null = null;

  return (identity, clientId, onCredential) => {
    if (initializedFor?.identity !== identity || initializedFor.clientId !== clientId) {
      identity.initialize({
        client_id: clientId,
        callback: (response) => receiver?.(response.credential),
        ...ONE_TAP_OPTIONS,
      });
      initializedFor = { identity, clientId };
    }
    const ownReceiver = (credential: string) => onCredential(credential);
    receiver = ownReceiver;
    identity.prompt();
    return () => {
      if (receiver !== ownReceiver) return;
      receiver = null;
      identity.cancel();
    };
  };
}

export const showOneTap = createOneTapPrompter();
