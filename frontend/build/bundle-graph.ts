import type { OutputBundle, OutputChunk } from 'rollup';

/** The JS files index.html loads by itself: its module script and its modulepreload links. */
export function initialScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** A chunk and every chunk it imports statically: what must arrive before its code can run. */
export function staticClosure(bundle: OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}

/** The router plugin's split of a route file's component: alone, or grouped with its error and not-found screens. */
const COMPONENT_SPLIT = /\?tsr-split=component(---[A-Za-z]+)*$/;

/** The chunk the router plugin split a route file's component into (`src/routes/market.tsx`). */
export const componentChunkOf = (bundle: OutputBundle, routeFile: string) =>
  Object.values(bundle).find((c): c is OutputChunk => {
    const id = c.type === 'chunk' ? c.facadeModuleId?.replaceAll('\\', '/') : undefined;
    return !!id && id.split('?')[0]!.endsWith(routeFile) && COMPONENT_SPLIT.test(id);
  });

/** The chunks a page's route component needs beyond the ones index.html already loads. */
export function routeChunks(bundle: OutputBundle, routeFile: string, initial: string[]): string[] | undefined {
  const chunk = componentChunkOf(bundle, routeFile);
  if (!chunk) return undefined;
  return [...staticClosure(bundle, chunk.fileName)].filter((file) => !initial.includes(file));
}
