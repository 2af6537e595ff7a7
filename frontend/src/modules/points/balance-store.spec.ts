import type { BalanceFigures } from './balance';
import { readBalanceAnswer, readBalanceEvent } from './balance';
import { createBalanceStore } from './balance-store';

const figures = (pointsBalance: number, lifetimeSpent = 0, heldPoints = 0): BalanceFigures => ({
  pointsBalance,
  lifetimeSpent,
  heldPoints,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function harness() {
  const answers: ReturnType<typeof deferred<BalanceFigures | null>>[] = [];
  const live = new Map<string, Set<(data: unknown) => void>>();
  const deps = {
    fetchBalance: jest.fn(() => {
      const answer = deferred<BalanceFigures | null>();
      answers.push(answer);
      return answer.promise;
    }),
    subscribeLive: jest.fn((event: string, handler: (data: unknown) => void) => {
      const set = live.get(event) ?? new Set();
      set.add(handler);
      live.set(event, set);
      return () => set.delete(handler);
    }),
    restartLive: jest.fn(),
  };
  const emit = (event: string, data: unknown) => live.get(event)?.forEach((handler) => handler(data));
  const liveCount = () => [...live.values()].reduce((total, set) => total + set.size, 0);
  return { store: createBalanceStore(deps), deps, answers, emit, liveCount };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createBalanceStore', () => {
  it('reads the balance for the first listener and listens live', async () => {
    const { store, deps, answers, liveCount } = harness();
    const listener = jest.fn();
    store.subscribe('u1', listener);
    expect(store.getSnapshot('u1')).toEqual({ status: 'loading' });
    expect(liveCount()).toBe(2);
    answers[0]!.resolve(figures(120, 30, 5));
    await flush();
    expect(store.getSnapshot('u1')).toEqual({ status: 'ready', figures: figures(120, 30, 5), lastTransactionId: null });
    expect(listener).toHaveBeenCalled();
    expect(deps.fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('takes a balance event that beats the first read, then reads the held points again', async () => {
    const { store, deps, answers, emit } = harness();
    store.subscribe('u1', jest.fn());
    emit('balance', { userId: 'u1', pointsBalance: 90, lifetimeSpent: 40, transactionId: 't1' });
    expect(store.getSnapshot('u1')).toMatchObject({ status: 'ready', figures: figures(90, 40, 0) });
    expect(deps.fetchBalance).toHaveBeenCalledTimes(2);
    answers[0]!.resolve(figures(120, 30, 5));
    answers[1]!.resolve(figures(90, 40, 5));
    await flush();
    expect(store.getSnapshot('u1')).toEqual({ status: 'ready', figures: figures(90, 40, 5), lastTransactionId: 't1' });
  });

  it('follows balance events of its user and ignores other users', async () => {
    const { store, answers, emit } = harness();
    store.subscribe('u1', jest.fn());
    answers[0]!.resolve(figures(120, 30, 5));
    await flush();
    emit('balance', { userId: 'u2', pointsBalance: 1, lifetimeSpent: 1, transactionId: 't0' });
    emit('balance', { userId: 'u1', pointsBalance: 620, lifetimeSpent: 30, transactionId: 't1' });
    expect(store.getSnapshot('u1')).toEqual({ status: 'ready', figures: figures(620, 30, 5), lastTransactionId: 't1' });
  });

  it('keeps a live value over an older answer that arrives after it', async () => {
    const { store, answers, emit } = harness();
    store.subscribe('u1', jest.fn());
    answers[0]!.resolve(figures(100));
    await flush();
    void store.refresh();
    emit('balance', { userId: 'u1', pointsBalance: 600, lifetimeSpent: 0, transactionId: 't1' });
    answers[1]!.resolve(figures(100));
    await flush();
    expect(store.getSnapshot('u1')).toMatchObject({ figures: { pointsBalance: 600 } });
  });

  it('reads again whenever the stream (re)connects', async () => {
    const { store, deps, answers, emit } = harness();
    store.subscribe('u1', jest.fn());
    answers[0]!.resolve(figures(100));
    await flush();
    emit('ready', { user_id: 'u1' });
    expect(deps.fetchBalance).toHaveBeenCalledTimes(2);
    answers[1]!.resolve(figures(90));
    await flush();
    expect(store.getSnapshot('u1')).toMatchObject({ figures: { pointsBalance: 90 } });
  });

  it('is unavailable when the first read fails, and keeps a good value when a later one fails', async () => {
    const { store, answers } = harness();
    store.subscribe('u1', jest.fn());
    answers[0]!.resolve(null);
    await flush();
    expect(store.getSnapshot('u1')).toEqual({ status: 'unavailable' });
    void store.refresh();
    answers[1]!.resolve(figures(5));
    await flush();
    void store.refresh();
    answers[2]!.resolve(null);
    await flush();
    expect(store.getSnapshot('u1')).toMatchObject({ status: 'ready', figures: { pointsBalance: 5 } });
  });

  it('stops listening live with the last listener', () => {
    const { store, liveCount } = harness();
    const stopA = store.subscribe('u1', jest.fn());
    const stopB = store.subscribe('u1', jest.fn());
    stopA();
    expect(liveCount()).toBe(2);
    stopB();
    expect(liveCount()).toBe(0);
  });

  it('starts over for another user and reopens the stream with the new session', async () => {
    const { store, deps, answers } = harness();
    store.subscribe('u1', jest.fn());
    answers[0]!.resolve(figures(100));
    await flush();
    store.subscribe('u2', jest.fn());
    expect(store.getSnapshot('u1')).toEqual({ status: 'loading' });
    expect(store.getSnapshot('u2')).toEqual({ status: 'loading' });
    expect(deps.restartLive).toHaveBeenCalledTimes(1);
    answers[1]!.resolve(figures(7));
    await flush();
    expect(store.getSnapshot('u2')).toMatchObject({ figures: { pointsBalance: 7 } });
  });
});

describe('balance readers', () => {
  it('reads the balance answer, defaulting what older answers leave out', () => {
    expect(readBalanceAnswer({ points_balance: 12500, lifetime_spent: 340 })).toEqual(figures(12500, 340, 0));
    expect(readBalanceAnswer({ points_balance: 'x' })).toBeNull();
    expect(readBalanceAnswer(null)).toBeNull();
  });

  it('reads balance events', () => {
    expect(readBalanceEvent({ userId: 'u', pointsBalance: 5, lifetimeSpent: 1, transactionId: 't' })).toEqual({
      userId: 'u',
      pointsBalance: 5,
      lifetimeSpent: 1,
      transactionId: 't',
    });
    expect(readBalanceEvent({ userId: 'u', pointsBalance: -1, lifetimeSpent: 1 })).toBeNull();
  });
});
