/**
 * A router that tests a request only against the layers that can match it. @koa/router tries every layer's
 * regular expression on every request; the /api router holds some 300 (every resource's routes and guards), so
 * that scan cost more per request than the public store's read itself. Here the layers are grouped once by the
 * first two segments of their path (`/api/store`, `/api/Products`, …); a request is tested against its own group
 * and the layers that could match anywhere, in the router's order, so the match (routes, their guards,
 * `ctx.matched`, 405/OPTIONS answers) is the one a full scan gives.
 */
import type Router from '@koa/router';
import type { Layer, MatchResult } from '@koa/router';

/**
 * A pattern's first two segments when both are plain text and followed by more path or its end (so every path the
 * pattern matches starts with them), in path-to-regexp syntax (routes).
 */
const groupedPattern = /^(\/[A-Za-z0-9_~-]+\/[A-Za-z0-9_~-]+)(?:$|\/)/;

/**
 * A guard mounted with `router.use` on a prefix is a regular expression source: plain segments then "a slash or the
 * end". Any other source (alternatives, optional parts) is not grouped.
 */
const groupedSource = /^(\/[A-Za-z0-9_~-]+\/[A-Za-z0-9_~-]+)(?:\/[A-Za-z0-9_~-]+)*\(\?:\\\/\|\$\)$/;

/**
 * The group of a layer: its path's first two segments, lower-cased (routes match regardless of case; a
 * case-sensitive layer only ever matches fewer paths), or undefined when they are not certain: the layer is then
 * tried on every request.
 */
export const layerGroup = (layer: Pick<Layer, 'path' | 'opts'>): string | undefined => {
  if (typeof layer.path !== 'string') return undefined;
  const found = (layer.opts.pathAsRegExp === true ? groupedSource : groupedPattern).exec(layer.path);
  return found?.[1]?.toLowerCase();
};

/** The group a request path belongs to (its first two segments, lower-cased). */
export const requestGroup = (path: string): string => {
  const second = path.indexOf('/', 1);
  if (second < 0) return path.toLowerCase();
  const third = path.indexOf('/', second + 1);
  return (third < 0 ? path : path.slice(0, third)).toLowerCase();
};

type Index<StateT, ContextT> = Readonly<{
  /** What the index was built from: layers are only ever added, and `prefix()` rewrites their paths. */
  layers: number;
  prefix: string | undefined;
  byGroup: ReadonlyMap<string, readonly Layer<StateT, ContextT>[]>;
  anywhere: readonly Layer<StateT, ContextT>[];
}>;

const indexOf = <StateT, ContextT>(router: Router<StateT, ContextT>): Index<StateT, ContextT> => {
  const groups = new Set<string>();
  for (const layer of router.stack) {
    const group = layerGroup(layer);
    if (group !== undefined) groups.add(group);
  }
  // Each group's list keeps the router's order: its own layers and the ungrouped ones, interleaved as declared.
  const byGroup = new Map<string, Layer<StateT, ContextT>[]>([...groups].map((group) => [group, []]));
  const anywhere: Layer<StateT, ContextT>[] = [];
  for (const layer of router.stack) {
    const group = layerGroup(layer);
    if (group === undefined) {
      anywhere.push(layer);
      for (const list of byGroup.values()) list.push(layer);
    } else byGroup.get(group)?.push(layer);
  }
  return { layers: router.stack.length, prefix: router.opts.prefix, byGroup, anywhere };
};

/** `router`, its matching done on the request's group only (the same answer as @koa/router's full scan). */
export const segmentIndexed = <StateT, ContextT>(router: Router<StateT, ContextT>): Router<StateT, ContextT> => {
  let index: Index<StateT, ContextT> | undefined;
  router.match = (path: string, method: string): MatchResult<StateT, ContextT> => {
    // Rebuilt when layers were added or re-prefixed: routers are assembled before they serve, so this is once.
    if (index?.layers !== router.stack.length || index.prefix !== router.opts.prefix) index = indexOf(router);
    const candidates = index.byGroup.get(requestGroup(path)) ?? index.anywhere;
    const result: MatchResult<StateT, ContextT> = { path: [], pathAndMethod: [], route: false };
    const wanted = method.toUpperCase();
    for (const layer of candidates) {
      if (!layer.match(path)) continue;
      result.path.push(layer);
      if (layer.methods.length === 0) result.pathAndMethod.push(layer);
      else if (layer.methods.includes(wanted)) {
        result.pathAndMethod.push(layer);
        result.route = true;
      }
    }
    return result;
  };
  return router;
};
