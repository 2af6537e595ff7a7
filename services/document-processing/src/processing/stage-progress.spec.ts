import type { UploadStage } from '@studyhub/contracts';
import { settleAll, StageProgress } from './stage-progress';

const STEPS: UploadStage[] = ['EXTRACTING_TEXT', 'BUILDING_PREVIEW', 'RENDERING_COVER', 'INDEXING'];

function recorder() {
  const shown: UploadStage[] = [];
  let release: (() => void) | undefined;
  return {
    shown,
    /** Holds the next write until released, to prove writes stay in order. */
    holdNext() {
      return new Promise<void>((resolve) => (release = resolve));
    },
    show: async (stage: UploadStage) => {
      if (release) {
        const waiting = release;
        release = undefined;
        await new Promise<void>((resolve) => setTimeout(resolve, 5));
        waiting();
      }
      shown.push(stage);
    },
  };
}

describe('StageProgress', () => {
  it('shows the first step still running, so the stage only moves forward', async () => {
    const { shown, show } = recorder();
    const progress = new StageProgress(STEPS, show);
    await progress.start();
    await progress.finished('RENDERING_COVER');
    await progress.finished('BUILDING_PREVIEW');
    expect(shown).toEqual(['EXTRACTING_TEXT']);
    await progress.finished('EXTRACTING_TEXT');
    expect(shown).toEqual(['EXTRACTING_TEXT', 'INDEXING']);
    await progress.finished('INDEXING');
    expect(shown).toEqual(['EXTRACTING_TEXT', 'INDEXING']);
  });

  it('writes each change once and in order, even when a write is slow', async () => {
    const { shown, show, holdNext } = recorder();
    const progress = new StageProgress(STEPS, show);
    void holdNext();
    const first = progress.start();
    const second = progress.finished('EXTRACTING_TEXT');
    const third = progress.finished('BUILDING_PREVIEW');
    await Promise.all([first, second, third]);
    expect(shown).toEqual(['EXTRACTING_TEXT', 'BUILDING_PREVIEW', 'RENDERING_COVER']);
  });
});

describe('settleAll', () => {
  it('answers every value in order', async () => {
    await expect(settleAll<[number, string]>([Promise.resolve(1), Promise.resolve('two')])).resolves.toEqual([
      1,
      'two',
    ]);
  });

  it('fails only after every step has ended, with the first failure in the steps order', async () => {
    let slowEnded = false;
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        slowEnded = true;
        resolve();
      }, 20),
    );
    const outcome = settleAll<[void, void, void]>([
      slow,
      Promise.reject(new Error('first')),
      Promise.reject(new Error('second')),
    ]);
    await expect(outcome).rejects.toThrow('first');
    expect(slowEnded).toBe(true);
  });
});
