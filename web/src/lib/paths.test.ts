import { describe, expect, it } from 'vitest';
import { isLegacyStorePath } from './paths.ts';

describe('defect 2: legacy store addresses', () => {
  it('are the paths whose last segment is the store segment, with a language first or not', () => {
    for (const path of ['/en/store', '/fr/boutique', '/fr/ancien/boutique', '/old/site/store', '/STORE', '/en/store/'])
      expect(isLegacyStorePath(path)).toBe(true);
  });

  it('are not a search for the word, nor a page that only contains it', () => {
    for (const path of ['/en/search/store', '/fr/search/boutique', '/en/storefront', '/en', '/en/cart'])
      expect(isLegacyStorePath(path)).toBe(false);
  });
});
