import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryPlacementProblems, descendantsOf } from './categoryRules.ts';

const node = (id: string, parentId: string | null): CategoryNode => ({
  id,
  parentId,
  urlAlias: { en: `${id}-en`, fr: `${id}-fr` },
});
const tree = [node('passes', null), node('discovery', 'passes'), node('adult', 'discovery'), node('permits', null)];

describe('a category placement', () => {
  it('may go under any category that is not itself or below it', () => {
    const moved = { id: 'discovery', parentId: 'permits', urlAlias: { en: 'discovery-en', fr: 'discovery-fr' } };
    expect(categoryPlacementProblems(tree, moved)).toEqual({});
  });
  it('refuses a cycle, an unknown parent and an alias another category has', () => {
    const alias = { en: 'discovery-en', fr: 'discovery-fr' };
    expect(categoryPlacementProblems(tree, { id: 'discovery', parentId: 'adult', urlAlias: alias })).toEqual({
      parentId: ['admin.parent.cycle'],
    });
    expect(categoryPlacementProblems(tree, { id: 'discovery', parentId: 'discovery', urlAlias: alias })).toEqual({
      parentId: ['admin.parent.cycle'],
    });
    expect(categoryPlacementProblems(tree, { id: null, parentId: 'nope', urlAlias: alias })).toEqual({
      parentId: ['admin.parent.unknown'],
      urlAlias_EN: ['admin.urlAlias.taken'],
      urlAlias_FR: ['admin.urlAlias.taken'],
    });
  });
  it('never accepts a parent among the descendants, in any tree', () => {
    const forest = fc
      .array(fc.nat(9), { minLength: 1, maxLength: 10 })
      // Each category's parent comes before it, so the generated data is a forest.
      .map((parents) => parents.map((p, i) => node(`c${i}`, i === 0 || p >= i ? null : `c${p}`)));
    fc.assert(
      fc.property(forest, fc.nat(9), fc.nat(9), (nodes, a, b) => {
        const id = `c${a % nodes.length}`;
        const parentId = `c${b % nodes.length}`;
        const self = nodes.find((candidate) => candidate.id === id);
        const problems = categoryPlacementProblems(nodes, {
          id,
          parentId,
          urlAlias: self?.urlAlias ?? node(id, null).urlAlias,
        });
        const below = parentId === id || descendantsOf(nodes, id).has(parentId);
        expect(problems.parentId?.[0] === 'admin.parent.cycle').toBe(below);
      }),
    );
  });
});
