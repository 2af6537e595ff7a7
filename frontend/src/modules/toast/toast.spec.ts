import { addToast, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Toast } from './toast';

describe('addToast', () => {
  it('fills in the defaults', () => {
    expect(addToast([], { title: 'Saved' }, 1)).toEqual([
      { id: 1, title: 'Saved', variant: 'info', durationMs: TOAST_DURATION_MS, position: 'bottom-right' },
    ]);
  });

  it('drops the oldest toast of the same position beyond the limit', () => {
    let toasts: Toast[] = addToast([], { title: 'top', position: 'top-right' }, 0);
    for (let id = 1; id <= MAX_VISIBLE_TOASTS + 1; id += 1) toasts = addToast(toasts, { title: `t${id}` }, id);
    expect(toasts.map((toast) => toast.id)).toEqual([0, 2, 3, 4, 5]);
  });
});
