import type { NotificationPage } from './api/notifications-api';
import type { BellNotification } from './live-notification';
import { BELL_RECENT_LIMIT, createNotificationStore } from './notification-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const item = (id: string, read = false): BellNotification => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  link: '/dashboard',
  read_at: read ? '2026-01-01T00:00:00.000Z' : null,
  created_at: '2026-01-01T00:00:00.000Z',
});

function harness() {
  const answers: ReturnType<typeof deferred<NotificationPage | null>>[] = [];
  const live = new Map<string, Set<(data: unknown) => void>>();
  const deps = {
    fetchRecent: jest.fn(() => {
      const answer = deferred<NotificationPage | null>();
      answers.push(answer);
      return answer.promise;
    }),
    markRead: jest.fn(() => Promise.resolve(true)),
    markAllRead: jest.fn(() => Promise.resolve(true)),
    subscribeLive: jest.fn((event: string, handler: (data: unknown) => void) => {
      const set = live.get(event) ?? new Set();
      set.add(handler);
      live.set(event, set);
      return () => set.delete(handler);
    }),
    restartLive: jest.fn(),
    now: () => new Date('2026-02-01T10:00:00Z'),
  };
  const emit = (event: string, data: unknown) => live.get(event)?.forEach((handler) => handler(data));
  return { store: createNotificationStore(deps), deps, answers, emit };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const liveEvent = (id: string, userId = 'u1') => ({
  notificationId: id,
  userId,
  preferenceId: 'document-status',
  title: 'Document approved',
  body: 'Your document “Notes” was approved.',
  link: '/documents/notes',
});

describe('createNotificationStore', () => {
  it('reads the newest and the unread count, then adds live ones at the top', async () => {
    const { store, answers, emit } = harness();
    store.subscribe('u1', () => undefined);
    expect(store.getSnapshot('u1')).toEqual({ status: 'loading' });
    answers[0]!.resolve({ items: [item('a'), item('b', true)], total: 2, unread: 1 });
    await flush();
    emit('notification', liveEvent('c'));
    const snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && snapshot.unread).toBe(2);
    expect(snapshot.status === 'ready' && snapshot.items.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(snapshot.status === 'ready' && snapshot.items[0]).toMatchObject({
      title: 'Document approved',
      link: '/documents/notes',
      read_at: null,
    });
  });

  it('reads again when a notification arrives before the first read answered, never counting from zero', async () => {
    const { store, answers, emit, deps } = harness();
    store.subscribe('u1', () => undefined);
    emit('notification', liveEvent('c'));
    expect(store.getSnapshot('u1')).toEqual({ status: 'loading' });
    expect(deps.fetchRecent).toHaveBeenCalledTimes(2);
    // The first read started before 'c' existed; the one started after the event includes it.
    answers[0]!.resolve({ items: [item('a')], total: 1, unread: 1 });
    await flush();
    answers[1]!.resolve({ items: [item('c'), item('a')], total: 2, unread: 2 });
    await flush();
    const snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && [snapshot.unread, snapshot.items.map((i) => i.id)]).toEqual([
      2,
      ['c', 'a'],
    ]);
  });

  it('ignores another user’s event, a repeated one and anything that is not a notification', async () => {
    const { store, answers, emit } = harness();
    store.subscribe('u1', () => undefined);
    answers[0]!.resolve({ items: [], total: 0, unread: 0 });
    await flush();
    emit('notification', liveEvent('x', 'someone-else'));
    emit('notification', { hello: 'world' });
    emit('notification', liveEvent('c'));
    emit('notification', liveEvent('c'));
    const snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && [snapshot.unread, snapshot.items.length]).toEqual([1, 1]);
  });

  it('keeps only the newest few and reads again when the stream reconnects', async () => {
    const { store, answers, emit, deps } = harness();
    store.subscribe('u1', () => undefined);
    answers[0]!.resolve({ items: [], total: 0, unread: 0 });
    await flush();
    for (let n = 0; n < BELL_RECENT_LIMIT + 3; n += 1) emit('notification', liveEvent(`n${n}`));
    const snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && snapshot.items).toHaveLength(BELL_RECENT_LIMIT);
    expect(snapshot.status === 'ready' && snapshot.unread).toBe(BELL_RECENT_LIMIT + 3);
    emit('ready', { user_id: 'u1' });
    expect(deps.fetchRecent).toHaveBeenCalledTimes(2);
  });

  it('marks one and all read at once, and reads again when the server refuses', async () => {
    const { store, answers, deps } = harness();
    store.subscribe('u1', () => undefined);
    answers[0]!.resolve({ items: [item('a'), item('b')], total: 2, unread: 2 });
    await flush();
    await store.markRead('a');
    let snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && snapshot.unread).toBe(1);
    expect(deps.markRead).toHaveBeenCalledWith('a');

    deps.markAllRead.mockResolvedValueOnce(false);
    const done = store.markAllRead();
    snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && snapshot.items.every((i) => i.read_at)).toBe(true);
    await flush();
    expect(deps.fetchRecent).toHaveBeenCalledTimes(2);
    answers[1]!.resolve({ items: [item('a', true), item('b')], total: 2, unread: 1 });
    await done;
    snapshot = store.getSnapshot('u1');
    expect(snapshot.status === 'ready' && snapshot.unread).toBe(1);
  });
});
