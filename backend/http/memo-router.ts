import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Distinct method + path pairs remembered; past it the memory starts again (random paths cannot grow it). */
const REMEMBERED = 2000;

/**
 * Hono's default router, remembering its answer per method and path. The site's routes put static and
 * parameter segments side by side (`/cards/all`, `/cards/:id`), which RegExpRouter refuses, so Hono
 * falls back to TrieRouter: a tree walk over every route and middleware on each request, about a tenth
 * of a public GET's time on the server. Routes are fixed once the app serves, so the answer for a path
 * never changes, and Hono only reads it (RegExpRouter itself hands out shared answers the same way).
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  private readonly inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });
  private readonly answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T) {
    this.answers.clear();
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.answers.get(key);
    if (!result) {
      if (this.answers.size >= REMEMBERED) this.answers.clear();
      result = this.inner.match(method, path);
      this.answers.set(key, result);
    }
    return result;
  }
}
