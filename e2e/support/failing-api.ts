import type { Page } from 'playwright-core';

/**
 * Answers `api` (a path glob) with a Turkish 503 until the returned `heal` is called, then lets requests
 * through to the server. The live connection is held silent meanwhile: its first connect refetches
 * everything shown, which would race a test's own Tekrar dene.
 */
export async function failUntilHealed(page: Page, api: string) {
  await page.routeWebSocket('**/socket.io/**', () => undefined);
  await page.route('**/socket.io/**', (route) => route.abort());
  let broken = true;
  await page.route(`**${api}`, (route) =>
    broken
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Sunucu meşgul.' }) })
      : route.continue(),
  );
  return () => {
    broken = false;
  };
}
