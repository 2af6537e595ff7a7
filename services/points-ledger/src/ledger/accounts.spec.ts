import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_ACCOUNT_KINDS, accountIdOf, isSystemAccountKind, nameBasedUuid } from './accounts';

describe('account ids', () => {
  it('are RFC 4122 version 5 UUIDs (the published example for www.example.com)', () => {
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('follow from kind and owner: the same account always, another kind or owner never', () => {
    const owner = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(accountIdOf('user_points', owner)).toBe('d112e11c-b979-5200-b34b-3b3a8e841dfc');
    expect(accountIdOf('user_points', owner.toUpperCase())).toBe(accountIdOf('user_points', owner));
    expect(accountIdOf('user_holds', owner)).not.toBe(accountIdOf('user_points', owner));
    expect(accountIdOf('user_points', '7c9e6679-7425-40de-944b-e07fc1f90ae7')).not.toBe(
      accountIdOf('user_points', owner),
    );
  });

  it('of the system accounts are the ones the migration seeds', () => {
    const migration = readFileSync(path.join(__dirname, '../migrations/1764300000000-ledger.ts'), 'utf8');
    for (const kind of SYSTEM_ACCOUNT_KINDS) {
      expect(migration).toContain(`('${accountIdOf(kind)}', '${kind}')`);
    }
  });

  it('tells system kinds from owned ones', () => {
    expect(isSystemAccountKind('platform_revenue')).toBe(true);
    expect(isSystemAccountKind('seller_pending')).toBe(false);
  });
});
