import type { GoogleAccountsId, GoogleIdConfiguration } from './google-identity';
import { createOneTapPrompter } from './one-tap-prompt';

function fakeIdentity() {
  const configurations: GoogleIdConfiguration[] = [];
  const identity = {
    initialize: jest.fn((configuration: GoogleIdConfiguration) => void configurations.push(configuration)),
    prompt: jest.fn(),
    cancel: jest.fn(),
  } satisfies GoogleAccountsId;
  const answer = (credential: string) => configurations.at(-1)?.callback({ credential, select_by: 'user' });
  return { identity, configurations, answer };
}

describe('createOneTapPrompter', () => {
  it('initialises Google with the client id and the one-tap options, then prompts', () => {
    const { identity, configurations } = fakeIdentity();
    createOneTapPrompter()(identity, 'client.apps.example', jest.fn());
    expect(configurations).toEqual([
      {
        client_id: 'client.apps.example',
        callback: expect.any(Function),
        auto_select: false,
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
      },
    ]);
    expect(identity.prompt).toHaveBeenCalledTimes(1);
  });

  it('hands the credential to the prompt that is showing', () => {
    const { identity, answer } = fakeIdentity();
    const onCredential = jest.fn();
    createOneTapPrompter()(identity, 'client.apps.example', onCredential);
    answer('header.payload.signature');
    expect(onCredential).toHaveBeenCalledWith('header.payload.signature');
  });

  it('initialises once per page load, and later prompts receive the credential', () => {
    const { identity, answer } = fakeIdentity();
    const show = createOneTapPrompter();
    const first = jest.fn();
    const second = jest.fn();
    show(identity, 'client.apps.example', first)();
    show(identity, 'client.apps.example', second);
    answer('token');
    expect(identity.initialize).toHaveBeenCalledTimes(1);
    expect(identity.prompt).toHaveBeenCalledTimes(2);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('token');
  });

  it('takes the prompt away and drops a credential that arrives afterwards', () => {
    const { identity, answer } = fakeIdentity();
    const onCredential = jest.fn();
    const hide = createOneTapPrompter()(identity, 'client.apps.example', onCredential);
    hide();
    answer('late');
    expect(identity.cancel).toHaveBeenCalledTimes(1);
    expect(onCredential).not.toHaveBeenCalled();
  });

  it('does not cancel a newer prompt when an older one is taken away', () => {
    const { identity, answer } = fakeIdentity();
    const show = createOneTapPrompter();
    const hideOlder = show(identity, 'client.apps.example', jest.fn());
    const newer = jest.fn();
    show(identity, 'client.apps.example', newer);
    hideOlder();
    answer('token');
    expect(identity.cancel).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledWith('token');
  });
});
