/**
 * `node scripts/importCycles.ts [folder …]` (default api/src): the import cycles among a folder's product sources
 * (no test file, no `testing` folder), read with the TypeScript compiler's parser, so no madge is needed. Each cycle
 * is a strongly connected group of files; a group all of whose edges are `import type` costs nothing at run time and
 * is reported apart. Exits 1 when a run-time cycle is found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

type Edge = Readonly<{ to: string; typeOnly: boolean }>;

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The relative imports and re-exports of a file, with whether each is for types only. */
const edgesOf = (path: string, known: ReadonlySet<string>): Edge[] => {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement): Edge[] => {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const to = resolve(dirname(path), specifier.text);
    if (!known.has(to)) return [];
    const typeOnly = isImport
      ? statement.importClause?.isTypeOnly === true ||
        (statement.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.name === undefined &&
          statement.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
      : statement.isTypeOnly;
    return [{ to, typeOnly }];
  });
};

/** Tarjan's strongly connected components: every group of two or more files, or one that imports itself. */
const cyclesOf = (graph: ReadonlyMap<string, readonly Edge[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    const selfLoop = (graph.get(node) ?? []).some((edge) => edge.to === node);
    if (group.length > 1 || selfLoop) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
};

const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['api/src'];
const files = folders.flatMap((folder) => sourcesUnder(resolve(folder)));
const known = new Set(files);
const graph = new Map(files.map((file) => [file, edgesOf(file, known)]));
const runtimeGraph = new Map([...graph].map(([file, edges]) => [file, edges.filter((edge) => !edge.typeOnly)]));

const runtimeCycles = cyclesOf(runtimeGraph);
const typeCycles = cyclesOf(graph).filter((group) => !runtimeCycles.some((cycle) => cycle.includes(group[0] ?? '')));
const show = (group: readonly string[]) => `  ${group.map((file) => relative(process.cwd(), file)).join(' ⇄ ')}`;
console.log(`${files.length} files, ${[...graph.values()].flat().length} relative imports under ${folders.join(', ')}`);
console.log(`run-time cycles: ${runtimeCycles.length}`);
for (const group of runtimeCycles) console.log(show(group));
console.log(`cycles through type-only imports: ${typeCycles.length}`);
for (const group of typeCycles) console.log(show(group));
process.exitCode = runtimeCycles.length > 0 ? 1 : 0;
