import { isEmptySync, profileSyncOf } from './profile-sync';

const google = { fullName: 'Ada Lovelace', pictureUrl: 'https://images.example.org/ada.png' };

describe('profileSyncOf', () => {
  it('fills in an empty name and a missing avatar', () => {
    expect(profileSyncOf({ fullName: ' ', avatarUrl: null }, google)).toEqual({
      fullName: 'Ada Lovelace',
      avatarUrl: 'https://images.example.org/ada.png',
    });
  });

  it('never overwrites a name or an avatar the user has', () => {
    const changes = profileSyncOf({ fullName: 'Ada King', avatarUrl: '/api/storage/avatars/u/1.webp' }, google);
    expect(changes).toEqual({});
    expect(isEmptySync(changes)).toBe(true);
  });

  it('changes nothing when the provider has nothing to give', () => {
    expect(isEmptySync(profileSyncOf({ fullName: '', avatarUrl: null }, { fullName: null, pictureUrl: null }))).toBe(
      true,
    );
  });
});
