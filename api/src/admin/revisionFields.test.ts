/**
 * The formatting of a revision's content (revisionFields.ts), without a server: each kind of value in both
 * languages, labels from the families' screens and the catalogue, and the fields a diff keeps.
 */
import { describe, expect, it } from 'vitest';
import {
  changedFieldsText,
  dateTimeText,
  fieldLabel,
  type Names,
  shownChanges,
  shownFields,
} from './revisionFields.ts';

const names: Names = {
  category: (id) => (id === 'cat-discovery' ? 'Discovery passes' : undefined),
  product: (id) => (id === 'prod-a' ? 'DP-A — Adult pass' : undefined),
};
const hash = 'a'.repeat(64);

describe('a revision’s content', () => {
  it('labels each field in the page language, the family’s own label first, never the key', () => {
    expect(fieldLabel('en', 'Product', 'categoryId')).toBe('Category');
    expect(fieldLabel('fr', 'Category', 'admissionMessage')).toBe('Message d’entrée');
    expect(fieldLabel('en', 'Price', 'regularPriceCents')).toBe('Regular price');
    expect(fieldLabel('en', 'Product', 'someNewField')).toBe('Some new field');
  });

  it('formats bilingual texts, money, rates, booleans, dates, ids, files, rich text and lists', () => {
    const product = {
      productId: 'prod-a',
      name: { en: 'Adult pass', fr: 'Laissez-passer adulte' },
      categoryId: 'cat-discovery',
      isBoatingPermit: true,
      imageUrl: { en: `/files/${hash}`, fr: `/files/${hash}` },
      vesselTypes: [{ value: 'sail', name: { en: 'Sail', fr: 'Voile' } }],
      shortDescription: { en: '<p>For <strong>one</strong> &amp; all</p>', fr: '<p>Pour tous</p>' },
    };
    const fr = new Map(shownFields('fr', 'Product', names, product).map((field) => [field.label, field.value]));
    expect([...fr.keys()]).not.toContain('productId');
    expect(fr.get('Nom')).toEqual({
      list: false,
      parts: [
        { label: 'Anglais', text: 'Adult pass' },
        { label: 'Français', text: 'Laissez-passer adulte' },
      ],
    });
    expect(fr.get('Catégorie')?.parts).toEqual([{ text: 'Discovery passes' }]);
    expect(fr.get('Permis de navigation')?.parts).toEqual([{ text: 'Oui' }]);
    // A file ref is an image, never its hash as text.
    expect(fr.get('Image')?.parts[0]).toEqual({ label: 'Anglais', imageUrl: `/files/${hash}` });
    expect(fr.get('Types d’embarcation (permis de navigation)')).toEqual({ list: true, parts: [{ text: 'Voile' }] });
    const en = new Map(shownFields('en', 'Product', names, product).map((field) => [field.label, field.value]));
    const images = shownFields('en', 'Product', names, { images: { en: [`/files/${hash}`], fr: [] } });
    expect(images[0]?.value.parts).toEqual([{ label: 'English', imageUrl: `/files/${hash}` }]);
    // Rich text as its text.
    expect(en.get('Short description')?.parts[0]).toEqual({ label: 'English', text: 'For one & all' });

    const price = { productId: 'prod-a', regularPriceCents: 123_450, saleStartsAt: '2026-11-28T20:42:00.000Z' };
    const inEnglish = shownFields('en', 'Price', names, price).map((field) => [
      field.label,
      field.value.parts[0]?.text,
    ]);
    const inFrench = shownFields('fr', 'Price', names, price).map((field) => [field.label, field.value.parts[0]?.text]);
    expect(inEnglish).toEqual([
      ['Product', 'DP-A — Adult pass'],
      ['Regular price', '$1,234.50'],
      ['Sale starts', 'November 28, 2026, 3:42 p.m.'],
    ]);
    expect(inFrench.map(([, text]) => text?.replace(/\s/g, ' '))).toEqual([
      'DP-A — Adult pass',
      '1 234,50 $',
      '28 novembre 2026, 15 h 42',
    ]);
    const rate = shownFields('fr', 'Discount', names, { code: 'FIVE', kind: 'percentage', rate: 5_000 });
    expect(rate.find((field) => field.name === 'rate')?.value.parts[0]?.text?.replace(/\s/g, ' ')).toBe('5 %');
  });

  it('writes dates per language, without AM/PM in French', () => {
    expect(dateTimeText('fr', '2026-11-28T20:42:00Z')).toBe('28 novembre 2026, 15 h 42');
    expect(dateTimeText('en', '2026-11-28')).toBe('November 28, 2026');
  });

  it('diffs the changed fields only, labelled, and names a first revision new', () => {
    const before = { categoryId: 'cat-discovery', name: { en: 'A', fr: 'B' }, displayOrder: 1 };
    const after = { categoryId: 'cat-discovery', name: { en: 'A2', fr: 'B' }, displayOrder: 2 };
    expect(shownChanges('en', 'Product', names, before, after).map((change) => change.label)).toEqual([
      'Name',
      'Order',
    ]);
    expect(changedFieldsText('fr', 'Product', { number: 1, changedFields: ['name'] })).toBe('Nouveau');
    expect(changedFieldsText('en', 'Product', { number: 2, changedFields: ['displayOrder', 'name'] })).toBe(
      'Name, Order',
    );
  });
});
