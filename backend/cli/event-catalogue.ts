/**
 * Writes docs/events.md from the event schemas in contracts (`npm run docs:events`). A unit test
 * (contracts/src/event-catalogue.unit.test.ts) fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEventCatalogue } from '@app/contracts/event-catalogue';

const target = fileURLToPath(new URL('../../docs/events.md', import.meta.url));
writeFileSync(target, renderEventCatalogue());
console.log(`docs/events.md yazıldı.`);
