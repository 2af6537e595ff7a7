import { PAPER_AUTOSAVE_DELAY_MS } from '@studyhub/contracts';
import { createAutosaveScheduler, type SchedulerTimers } from './autosave-scheduler';

const fakeTimers: SchedulerTimers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('createAutosaveScheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves 20 s after the last change, once', () => {
    const save = jest.fn();
    const scheduler = createAutosaveScheduler(save, PAPER_AUTOSAVE_DELAY_MS, fakeTimers);
    scheduler.markChanged();
    jest.advanceTimersByTime(PAPER_AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    expect(scheduler.isPending).toBe(true);
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(scheduler.isPending).toBe(false);
    jest.advanceTimersByTime(PAPER_AUTOSAVE_DELAY_MS * 3);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('starts the 20 s again on every further change', () => {
    const save = jest.fn();
    const scheduler = createAutosaveScheduler(save, PAPER_AUTOSAVE_DELAY_MS, fakeTimers);
    scheduler.markChanged();
    jest.advanceTimersByTime(15_000);
    scheduler.markChanged();
    jest.advanceTimersByTime(15_000);
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at once on flush and drops the pending timer', () => {
    const save = jest.fn();
    const scheduler = createAutosaveScheduler(save, PAPER_AUTOSAVE_DELAY_MS, fakeTimers);
    scheduler.markChanged();
    scheduler.flush();
    expect(save).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PAPER_AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('forgets a pending save on cancel', () => {
    const save = jest.fn();
    const scheduler = createAutosaveScheduler(save, PAPER_AUTOSAVE_DELAY_MS, fakeTimers);
    scheduler.markChanged();
    scheduler.cancel();
    jest.advanceTimersByTime(PAPER_AUTOSAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
  });
});
