import { describe, expect, it } from 'vitest';
import { nextTurn, takeTurn } from './in-turn';

describe('turns', () => {
  it('come one per task, in the order asked', async () => {
    const order: string[] = [];
    const turns = ['a', 'b', 'c'].map((name) =>
      nextTurn().then(() => {
        order.push(name);
        // A task queued during a turn (a click, say) runs before the next turn.
        if (name === 'a') setTimeout(() => order.push('other task'), 0);
      }),
    );
    await Promise.all(turns);
    expect(order).toEqual(['a', 'other task', 'b', 'c']);
  });

  it('ends a turn whose work failed with that error, so it is not waited for again', async () => {
    const failure = new Error('chunk failed to load');
    const turn = takeTurn(Promise.reject(failure));
    expect(turn.isDone).toBe(false);
    await turn.promise;
    expect(turn).toMatchObject({ isDone: true, error: failure });
    const fine = takeTurn();
    await fine.promise;
    expect(fine).toMatchObject({ isDone: true });
    expect(fine.error).toBeUndefined();
  });
});
