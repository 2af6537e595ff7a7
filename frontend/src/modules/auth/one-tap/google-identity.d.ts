/** The part of Google Identity Services (`https://accounts.google.com/gsi/client`) this module calls. */

export interface GoogleCredentialResponse {
  /** The ID token (a JWT) for this site's client id. */
  credential: string;
  select_by?: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  use_fedcm_for_prompt?: boolean;
}

export interface GoogleAccountsId {
  initialize(configuration: GoogleIdConfiguration): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    /** Set by Google's script once it has run. */
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}
