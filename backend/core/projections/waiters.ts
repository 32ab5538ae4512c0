/**
 * Callers waiting for the read models to reach a log position (read-your-writes), in a min-heap by
 * position: adding one and releasing those reached cost O(log n) each, however many are waiting.
 * A waiter that timed out stays in the heap until its position comes up; it is then dropped unseen.
 */
interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
  done: boolean;
}

export class Waiters {
  private heap: Waiter[] = [];

  /** Resolves true once `release` passes `position`, false after `timeoutMs` or at `clear`. */
  wait(position: number, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const w: Waiter = { position, resolve, done: false };
      this.push(w);
      if (Number.isFinite(timeoutMs)) {
        setTimeout(() => this.settle(w, false), timeoutMs).unref();
      }
    });
  }

  /** Resolves every waiter at or below `reached`. */
  release(reached: number) {
    while (this.heap.length > 0 && this.heap[0]!.position <= reached) this.settle(this.pop(), true);
  }

  clear() {
    for (const w of this.heap.splice(0)) this.settle(w, false);
  }

  get size() {
    return this.heap.length;
  }

  private settle(w: Waiter, reached: boolean) {
    if (w.done) return;
    w.done = true;
    w.resolve(reached);
  }

  private push(w: Waiter) {
    const h = this.heap;
    h.push(w);
    for (let i = h.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.position <= h[i]!.position) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  private pop(): Waiter {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      for (let i = 0; ;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let min = i;
        if (l < h.length && h[l]!.position < h[min]!.position) min = l;
        if (r < h.length && h[r]!.position < h[min]!.position) min = r;
        if (min === i) break;
        [h[min], h[i]] = [h[i]!, h[min]!];
        i = min;
      }
    }
    return top;
  }
}
