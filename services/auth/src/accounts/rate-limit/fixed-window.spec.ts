import { decideWindow } from './fixed-window';

describe('decideWindow', () => {
  it('lets up to the limit through within a window', () => {
    expect(decideWindow(1, 3, 60_000, 60).allowed).toBe(true);
    expect(decideWindow(3, 3, 1_000, 60).allowed).toBe(true);
    expect(decideWindow(4, 3, 1_000, 60).allowed).toBe(false);
  });

  it('asks to retry when the window ends, rounded up to whole seconds and never 0', () => {
    expect(decideWindow(4, 3, 59_001, 60).retryAfterSeconds).toBe(60);
    expect(decideWindow(4, 3, 1_500, 60).retryAfterSeconds).toBe(2);
    expect(decideWindow(4, 3, 1, 60).retryAfterSeconds).toBe(1);
  });

  it('assumes a whole window when the counter has no expiry', () => {
    expect(decideWindow(0, 3, -2, 900)).toEqual({ allowed: true, count: 0, retryAfterSeconds: 900 });
  });
});
