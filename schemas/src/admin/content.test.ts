/** The content resources' value rules that the HTTP tests only touch: links and images the store may render. */
import { describe, expect, it } from 'vitest';
import { bannerValuesSchema, isSafeLink, isStoreImage, productAttributeValuesSchema } from './content.ts';

describe('a link the store puts in an href', () => {
  it('is a path of the store or an http(s) address', () => {
    for (const link of ['/en/trails', '/fr/sentiers#faq', 'https://parks.canada.ca', 'http://example.ca/a?b=c']) {
      expect(isSafeLink(link), link).toBe(true);
    }
  });

  it('is never a script, data, protocol-relative or bare address', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'evil.example', 'https://', '']) {
      expect(isSafeLink(link), link).toBe(false);
    }
  });
});

describe('an image the store shows', () => {
  it('is one of its uploaded files or its own assets, never another site or a path escaping them', () => {
    expect(isStoreImage(`/files/${'a'.repeat(64)}`)).toBe(true);
    expect(isStoreImage('/images/home/discovery.jpg')).toBe(true);
    for (const image of [
      'https://evil.example/x.png',
      '/files/a b',
      '/other/x.png',
      'files/x',
      '/files/x?y',
      '/images/../api/x',
    ]) {
      expect(isStoreImage(image), image).toBe(false);
    }
  });
});

describe('the banner values', () => {
  it('send "None" (id 0) as no location, and need an image', () => {
    const values = bannerValuesSchema.validateSync({
      imageUrl: '/images/b.jpg',
      location: 0,
      alt_EN: 'a',
      alt_FR: 'b',
    });
    expect(values.location).toBeNull();
    expect(values.linkUrl).toBeNull();
    expect(() => bannerValuesSchema.validateSync({ alt_EN: 'a', alt_FR: 'b' })).toThrow();
  });
});

describe('the product attribute values', () => {
  it('are a list of distinct values', () => {
    expect(productAttributeValuesSchema.validateSync({ name_EN: 'Size', name_FR: 'Taille' }).values).toEqual([]);
    expect(() =>
      productAttributeValuesSchema.validateSync({ name_EN: 'Size', name_FR: 'Taille', values: ['S', 'S'] }),
    ).toThrow();
  });

  it('name one product, or none (absent, null, empty or the "None" option, id 0) for every product', () => {
    const productIdOf = (productId: unknown) =>
      productAttributeValuesSchema.validateSync({ name_EN: 'Size', name_FR: 'Taille', productId }).productId;
    expect(productIdOf('prod-discovery-senior')).toBe('prod-discovery-senior');
    for (const none of [undefined, null, '', 0, '0']) expect(productIdOf(none), String(none)).toBeNull();
    for (const bad of ['bad id', '__proto__', 'x'.repeat(129), 7, ['prod-a'], { $ne: null }]) {
      expect(() => productIdOf(bad), JSON.stringify(bad)).toThrow();
    }
  });
});
