import type { FieldOption } from '@parks/schemas/admin/definitions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inTreeOrder } from './treeOrder.ts';

const option = (id: string, parentId: string | null = null): FieldOption => ({
  id,
  name: id,
  value: id,
  isSelected: false,
  parentId,
});

describe('a tree list in reading order', () => {
  it('puts each child after its parent, indented, siblings in the order sent', () => {
    const ordered = inTreeOrder([
      option('lockage', 'boating'),
      option('discovery'),
      option('pei', 'places'),
      option('boating'),
      option('places'),
      option('mooring', 'boating'),
    ]);
    expect(ordered.map(({ option: { id }, depth }) => `${'-'.repeat(depth)}${id}`)).toEqual([
      'discovery',
      'boating',
      '-lockage',
      '-mooring',
      'places',
      '-pei',
    ]);
  });

  it('lists an option whose parent is not there as a root, and cuts a loop of parents', () => {
    expect(inTreeOrder([option('a', 'gone'), option('b')]).map(({ depth }) => depth)).toEqual([0, 0]);
    const loop = inTreeOrder([option('x', 'y'), option('y', 'x')]);
    expect(loop.map(({ option: { id }, depth }) => [id, depth])).toEqual([
      ['x', 0],
      ['y', 1],
    ]);
  });

  it('lists every option exactly once, whatever the parents', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 15 }).chain((ids) =>
          fc.tuple(
            fc.constant(ids),
            fc.array(fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }), {
              minLength: ids.length,
              maxLength: ids.length,
            }),
          ),
        ),
        ([ids, parents]) => {
          const options = ids.map((id, index) =>
            option(String(id), parents[index] === null ? null : String(parents[index])),
          );
          const ordered = inTreeOrder(options).map(({ option: { id } }) => String(id));
          expect([...ordered].sort()).toEqual(ids.map(String).sort());
        },
      ),
    );
  });
});
