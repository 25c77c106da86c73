/**
 * Aggregation over the port's stages: $match $group $sort $project $unwind $skip $limit $facet $count.
 * Most stages run here (a leading $match uses the indexes, $sort+$limit is a top-k, simple $group is one
 * pass); $project with expressions and other $group accumulators run in mingo. mingo's own `$count`
 * (emits `{n: 0}` on empty input, B10.3) and `$unwind` (writes into its input) are not used.
 * Stored documents are never handed to a stage that writes, and the result is always a fresh copy.
 */
import { Aggregator } from 'mingo';
import type { PipelineStage, Sort } from '../port.ts';
import { type CompiledFilter, compileFilter } from './filter.ts';
import { type CompiledGroup, compileGroup } from './group.ts';
import { compileProjection, type ProjectDocument } from './projection.ts';
import { MINGO_OPTIONS, messageOf, refuse } from './refuse.ts';
import { type CompiledSort, compileSort, selectSorted } from './sort.ts';
import { cloneValue, isPlainObject, type PlainObject } from './values.ts';

type Stage =
  | Readonly<{ kind: 'match'; filter: CompiledFilter }>
  | Readonly<{ kind: 'sort'; sort: CompiledSort }>
  | Readonly<{ kind: 'skip'; count: number }>
  | Readonly<{ kind: 'limit'; count: number }>
  | Readonly<{ kind: 'project'; project: ProjectDocument | null; spec: PlainObject }>
  | Readonly<{ kind: 'unwind'; path: readonly string[]; includeArrayIndex: string | null; preserve: boolean }>
  | Readonly<{ kind: 'group'; group: CompiledGroup | null; spec: PlainObject }>
  | Readonly<{ kind: 'count'; field: string }>
  | Readonly<{ kind: 'facet'; facets: ReadonlyArray<readonly [string, readonly Stage[]]> }>;

export type CompiledPipeline = readonly Stage[];

/** Where a pipeline reads from: the stored documents (shared: read, never written, never returned). */
export type PipelineSource = Readonly<{
  matching(filter: CompiledFilter): Iterable<PlainObject>;
  all(): Iterable<PlainObject>;
}>;

const viaMingo = (stage: PlainObject, docs: PlainObject[]): PlainObject[] => {
  try {
    return new Aggregator([stage], MINGO_OPTIONS).run<PlainObject>(docs);
  } catch (error) {
    return refuse(messageOf(error));
  }
};

const isFlag = (value: unknown): boolean => value === 0 || value === 1 || typeof value === 'boolean';

const integerOf = (value: unknown, stage: string, minimum: number, code: number): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    return refuse(`${stage} needs an integer ≥ ${minimum}`, code);
  }
  return value;
};

const fieldPathOf = (value: unknown, stage: string): readonly string[] => {
  if (typeof value !== 'string' || !value.startsWith('$') || value.length < 2 || value.startsWith('$$')) {
    return refuse(`${stage} needs a field path starting with $`, 28818);
  }
  const parts = value.slice(1).split('.');
  if (parts.some((part) => part === '' || part.startsWith('$'))) return refuse(`${stage}: invalid path ${value}`);
  return parts;
};

const compileUnwind = (spec: unknown): Stage => {
  if (typeof spec === 'string')
    return { kind: 'unwind', path: fieldPathOf(spec, '$unwind'), includeArrayIndex: null, preserve: false };
  if (!isPlainObject(spec)) return refuse('$unwind needs a path or an object with a path');
  const { path, includeArrayIndex, preserveNullAndEmptyArrays, ...rest } = spec;
  if (Object.keys(rest).length > 0) refuse(`$unwind: unknown option ${Object.keys(rest)[0]}`);
  if (includeArrayIndex !== undefined) {
    if (typeof includeArrayIndex !== 'string' || includeArrayIndex === '' || /^\$|\./.test(includeArrayIndex)) {
      refuse('$unwind: includeArrayIndex must be a plain field name');
    }
  }
  if (preserveNullAndEmptyArrays !== undefined && typeof preserveNullAndEmptyArrays !== 'boolean') {
    refuse('$unwind: preserveNullAndEmptyArrays must be a boolean');
  }
  return {
    kind: 'unwind',
    path: fieldPathOf(path, '$unwind'),
    includeArrayIndex: (includeArrayIndex as string | undefined) ?? null,
    preserve: preserveNullAndEmptyArrays === true,
  };
};

const objectOf = (value: unknown, stage: string): PlainObject => {
  if (!isPlainObject(value)) return refuse(`${stage} needs an object`);
  return value;
};

const compileStage = (stage: unknown, inFacet: boolean): Stage => {
  if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
    return refuse('A pipeline stage specification object must contain exactly one field', 40323);
  }
  const [name, spec] = Object.entries(stage)[0] as [string, unknown];
  switch (name) {
    case '$match':
      return { kind: 'match', filter: compileFilter(objectOf(spec, name)) };
    case '$sort': {
      const sort = compileSort(objectOf(spec, name) as Sort, true);
      return sort === null ? refuse('$sort stage must have at least one sort key', 15976) : { kind: 'sort', sort };
    }
    case '$skip':
      return { kind: 'skip', count: integerOf(spec, name, 0, 15956) };
    case '$limit':
      return { kind: 'limit', count: integerOf(spec, name, 1, 15958) };
    case '$project': {
      const projection = objectOf(spec, name);
      if (Object.keys(projection).length === 0) return refuse('$project requires at least one output field', 51272);
      const simple = Object.values(projection).every(isFlag);
      return { kind: 'project', project: simple ? compileProjection(projection) : null, spec: projection };
    }
    case '$unwind':
      return compileUnwind(spec);
    case '$group': {
      const group = objectOf(spec, name);
      if (!('_id' in group)) return refuse('a group specification must include an _id', 15955);
      for (const field of Object.keys(group))
        if (field.includes('.')) refuse(`$group: field ${field} must not contain '.'`, 40235);
      return { kind: 'group', group: compileGroup(group), spec: group };
    }
    case '$count': {
      if (typeof spec !== 'string' || spec === '' || spec.startsWith('$') || spec.includes('.')) {
        return refuse('$count needs a field name that is not empty, does not start with $ and has no .', 40158);
      }
      return { kind: 'count', field: spec };
    }
    case '$facet': {
      if (inFacet) return refuse('$facet is not allowed inside a $facet', 40600);
      const facets = Object.entries(objectOf(spec, name)).map(([field, pipeline]) => {
        if (field === '' || field.startsWith('$') || field.includes('.'))
          refuse(`$facet: invalid output field ${field}`);
        if (!Array.isArray(pipeline)) return refuse(`$facet: ${field} needs an array of stages`, 40170);
        return [field, pipeline.map((inner) => compileStage(inner, true))] as const;
      });
      if (facets.length === 0) return refuse('$facet needs at least one output field', 40169);
      return { kind: 'facet', facets };
    }
    default:
      return refuse(
        `Unrecognized pipeline stage name: ${name} (the port supports $match $group $sort $project $unwind $skip $limit $facet $count)`,
        40324,
      );
  }
};

/** Validates and compiles a pipeline (the mongo adapter runs this too, so both refuse the same). */
export const compilePipeline = (pipeline: readonly PipelineStage[]): CompiledPipeline => {
  if (!Array.isArray(pipeline)) return refuse('A pipeline must be an array of stages');
  return pipeline.map((stage) => compileStage(stage, false));
};

const toArray = (docs: Iterable<PlainObject>): PlainObject[] => (Array.isArray(docs) ? docs : [...docs]);

const plainAt = (doc: PlainObject, path: readonly string[]): unknown => {
  let value: unknown = doc;
  for (const part of path) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
};

/** A copy of `doc` with the value at `path` replaced (or removed), copying only the objects on the way. */
const withValueAt = (doc: PlainObject, path: readonly string[], value: unknown, remove: boolean): PlainObject => {
  const root: PlainObject = { ...doc };
  let node = root;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i] as string;
    const child: PlainObject = { ...(node[key] as PlainObject) };
    node[key] = child;
    node = child;
  }
  const last = path[path.length - 1] as string;
  if (remove) delete node[last];
  else node[last] = value;
  return root;
};

/** B10.4: missing, null and [] are dropped unless preserved; a scalar counts as a one-element array. */
const unwind = (docs: Iterable<PlainObject>, stage: Extract<Stage, { kind: 'unwind' }>): PlainObject[] => {
  const { path, includeArrayIndex: indexField, preserve } = stage;
  const out: PlainObject[] = [];
  for (const doc of docs) {
    const value = plainAt(doc, path);
    if (Array.isArray(value) && value.length > 0) {
      value.forEach((element, index) => {
        const copy = withValueAt(doc, path, element, false);
        if (indexField !== null) copy[indexField] = index;
        out.push(copy);
      });
      continue;
    }
    const empty = value === undefined || value === null || Array.isArray(value);
    if (empty && !preserve) continue;
    const copy = Array.isArray(value) ? withValueAt(doc, path, undefined, true) : { ...doc };
    if (indexField !== null) copy[indexField] = null;
    out.push(copy);
  }
  return out;
};

const countOf = (docs: Iterable<PlainObject>): number => {
  if (Array.isArray(docs)) return docs.length;
  let n = 0;
  for (const _ of docs) n += 1;
  return n;
};

type Result = { docs: PlainObject[]; owned: boolean };

/** `owned`: the documents are private copies a writing stage may change. */
const runStages = (stages: readonly Stage[], from: number, input: Iterable<PlainObject>, owned: boolean): Result => {
  let docs: Iterable<PlainObject> = input;
  let mine = owned;
  for (let i = from; i < stages.length; i += 1) {
    const stage = stages[i] as Stage;
    switch (stage.kind) {
      case 'match': {
        const { test } = stage.filter;
        const kept: PlainObject[] = [];
        for (const doc of docs) if (test(doc)) kept.push(doc);
        docs = kept;
        break;
      }
      case 'sort': {
        const next = stages[i + 1];
        const after = stages[i + 2];
        if (next?.kind === 'limit') {
          docs = selectSorted(docs, null, stage.sort, 0, next.count);
          i += 1;
        } else if (next?.kind === 'skip' && after?.kind === 'limit') {
          docs = selectSorted(docs, null, stage.sort, next.count, after.count);
          i += 2;
        } else {
          docs = selectSorted(docs, null, stage.sort, 0, 0);
        }
        break;
      }
      case 'skip':
        docs = toArray(docs).slice(stage.count);
        break;
      case 'limit':
        docs = toArray(docs).slice(0, stage.count);
        break;
      case 'project':
        if (stage.project !== null) {
          docs = toArray(docs).map(stage.project);
          mine = true;
        } else {
          // mingo's $project may write into nested objects of its input: give it copies.
          const input = mine ? toArray(docs) : toArray(docs).map(cloneValue);
          docs = viaMingo({ $project: stage.spec }, input);
          mine = false;
        }
        break;
      case 'unwind':
        docs = unwind(docs, stage);
        mine = false;
        break;
      case 'group':
        if (stage.group !== null) {
          docs = stage.group(docs);
          mine = true;
        } else {
          docs = viaMingo({ $group: stage.spec }, toArray(docs));
          mine = false;
        }
        break;
      case 'count': {
        const n = countOf(docs);
        docs = n === 0 ? [] : [{ [stage.field]: n }];
        mine = true;
        break;
      }
      case 'facet': {
        const shared = toArray(docs);
        const out: PlainObject = {};
        for (const [field, pipeline] of stage.facets) {
          const result = runStages(pipeline, 0, shared, false);
          out[field] = result.owned ? result.docs : result.docs.map(cloneValue);
        }
        docs = [out];
        mine = true;
        break;
      }
    }
  }
  return { docs: toArray(docs), owned: mine };
};

/** Runs a compiled pipeline over a collection; the result never shares an object with the store. */
export const runPipeline = (pipeline: CompiledPipeline, source: PipelineSource): PlainObject[] => {
  const first = pipeline[0];
  const result =
    first?.kind === 'match'
      ? runStages(pipeline, 1, source.matching(first.filter), false)
      : runStages(pipeline, 0, source.all(), false);
  return result.owned ? result.docs : result.docs.map(cloneValue);
};
