import { z } from 'zod';
import type { ContractSlice } from './contract-slice.js';
import { contractSlices } from './slices.js';

/** Every event type the log holds, by slice, with the schema it is checked against (the slices' own groups). */
export const eventCatalogue: readonly ContractSlice[] = contractSlices;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
}

/** A field's type in a few words: `string`, `integer`, `'a' \| 'b'`, `string[]`, `object`, `string \| null`. */
function typeOf(s: JsonSchema): string {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const).replaceAll('"', "'");
  if (s.enum) return s.enum.map((v) => JSON.stringify(v).replaceAll('"', "'")).join(' \\| ');
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'unknown'}[]`;
  if (s.type === 'object' && s.properties) return `{ ${Object.keys(s.properties).join(', ')} }`;
  return s.type ?? 'any';
}

function eventTable(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const fields = Object.entries(json.properties ?? {});
  if (fields.length === 0) return ['(no fields)'];
  const required = new Set(json.required ?? []);
  return [
    '| field | type | |',
    '|---|---|---|',
    ...fields.map(([name, field]) => `| \`${name}\` | ${typeOf(field)} | ${required.has(name) ? '' : 'optional'} |`),
  ];
}

/** docs/events.md, generated: `npm run docs:events` writes it, a unit test fails when it is stale. */
export function renderEventCatalogue(): string {
  const lines = [
    '# Event catalogue',
    '',
    '<!-- Generated from contracts/src/event-catalogue.ts by `npm run docs:events`; do not edit by hand. -->',
    '',
    'Every event type in the log, by slice, with the fields of its current schema in `contracts`. Each',
    "event also carries metadata: the actor (user id and role), the time and a correlation id. A type's",
    'meaning never changes: a new shape is a new version with an upcaster, and the older versions stay',
    'readable.',
    '',
  ];
  for (const group of eventCatalogue) {
    lines.push(`## ${group.slice}`, '', `Streams: ${group.streams}.`, '');
    for (const [type, schema] of Object.entries(group.events)) lines.push(`### ${type}`, '', ...eventTable(schema), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
