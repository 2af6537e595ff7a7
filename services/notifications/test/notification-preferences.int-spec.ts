import { randomUUID } from 'node:crypto';
import { NOTIFICATION_PREFERENCE_IDS } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';

jest.setTimeout(30_000);

interface PreferenceList {
  data: Array<{ preference_id: string; enabled: boolean }>;
}

describe('GET and PUT /notification-preferences', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(notificationsService, { verifier: tokens.verifier });
  });

  afterAll(async () => {
    await service?.close();
  });

  const asUser = async (userId: string) => ({ authorization: `Bearer ${await tokens.sign({ userId })}` });
  const get = async (headers: Record<string, string>) =>
    fetch(`${service.baseUrl}/notification-preferences`, { headers });
  const put = async (headers: Record<string, string>, body: unknown) =>
    fetch(`${service.baseUrl}/notification-preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const storedRows = async (userId: string) =>
    service.kernel.dataSource.query<{ preference_id: string; enabled: boolean }[]>(
      'SELECT preference_id, enabled FROM notification_preferences WHERE user_id = $1 ORDER BY preference_id',
      [userId],
    );

  it('answers all eight preferences, enabled, in the spec order, and stores them on the first read', async () => {
    const userId = randomUUID();
    expect(await storedRows(userId)).toEqual([]);
    const response = await get(await asUser(userId));
    expect(response.status).toBe(200);
    const body = (await response.json()) as PreferenceList;
    expect(body.data).toEqual(NOTIFICATION_PREFERENCE_IDS.map((id) => ({ preference_id: id, enabled: true })));
    const rows = await storedRows(userId);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.enabled)).toBe(true);
  });

  it('creates the defaults once when first reads race', async () => {
    const userId = randomUUID();
    const headers = await asUser(userId);
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(headers)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const response of responses) expect(((await response.json()) as PreferenceList).data).toHaveLength(8);
    expect(await storedRows(userId)).toHaveLength(8);
  });

  it('lets a first read and updates of a new user race without errors', async () => {
    const userId = randomUUID();
    const headers = await asUser(userId);
    const responses = await Promise.all([
      put(headers, { preference_id: 'security-status', enabled: false }),
      get(headers),
      put(headers, { preference_id: 'points-access', enabled: false }),
      get(headers),
      put(headers, { preference_id: 'document-status', enabled: false }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await storedRows(userId);
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => !row.enabled).map((row) => row.preference_id)).toEqual([
      'document-status',
      'points-access',
      'security-status',
    ]);
  });

  it('updates one preference and answers the full list; the next read keeps it', async () => {
    const userId = randomUUID();
    const headers = await asUser(userId);
    await get(headers);
    const response = await put(headers, { preference_id: 'order-status', enabled: false });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as PreferenceList;
    expect(data.map((p) => p.preference_id)).toEqual([...NOTIFICATION_PREFERENCE_IDS]);
    expect(data.filter((p) => !p.enabled)).toEqual([{ preference_id: 'order-status', enabled: false }]);

    const again = (await (await get(headers)).json()) as PreferenceList;
    expect(again.data).toEqual(data);
    const turnedBackOn = (await (
      await put(headers, { preference_id: 'order-status', enabled: true })
    ).json()) as PreferenceList;
    expect(turnedBackOn.data.every((p) => p.enabled)).toBe(true);
  });

  it('inserts the preference (and the defaults) when the first call is an update', async () => {
    const userId = randomUUID();
    const response = await put(await asUser(userId), { preference_id: 'security-login', enabled: false });
    expect(response.status).toBe(200);
    const rows = await storedRows(userId);
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.preference_id === 'security-login')?.enabled).toBe(false);
  });

  it("keeps each user's preferences to themselves", async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    await put(await asUser(alice), { preference_id: 'price-status', enabled: false });
    const bobs = (await (await get(await asUser(bob))).json()) as PreferenceList;
    expect(bobs.data.every((p) => p.enabled)).toBe(true);
    // Bob's change touches only Bob's rows, whatever he sends.
    await put(await asUser(bob), { preference_id: 'price-status', enabled: true, user_id: alice });
    expect((await storedRows(alice)).find((row) => row.preference_id === 'price-status')?.enabled).toBe(false);
    const alices = (await (await get(await asUser(alice))).json()) as PreferenceList;
    expect(alices.data.find((p) => p.preference_id === 'price-status')?.enabled).toBe(false);
  });

  it('refuses callers without a valid session', async () => {
    const anonymousRead = await get({});
    expect(anonymousRead.status).toBe(401);
    expect(await anonymousRead.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const anonymousWrite = await put({}, { preference_id: 'order-status', enabled: false });
    expect(anonymousWrite.status).toBe(401);
    const forged = await get({ authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
    const inactive = await get({
      authorization: `Bearer ${await tokens.sign({ userId: randomUUID(), status: 'inactive' })}`,
    });
    expect(inactive.status).toBe(403);
  });

  it('names the bad field and changes nothing', async () => {
    const userId = randomUUID();
    const headers = await asUser(userId);
    await get(headers);
    const unknown = await put(headers, { preference_id: 'newsletter', enabled: false });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { preference_id: ['Unknown notification preference.'] } },
    });
    const notBoolean = await put(headers, { preference_id: 'order-status', enabled: 'no' });
    expect(notBoolean.status).toBe(400);
    const body = (await notBoolean.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields)).toEqual(['enabled']);
    expect((await storedRows(userId)).every((row) => row.enabled)).toBe(true);
  });
});
