import { describe, expect, it } from 'vitest';
import { invalid } from '../shared/shape.ts';
import { bannerEntryOf, bannerFieldsOf, bannerPayloadOf } from './banner.ts';
import { categoryRecordOf } from './category.ts';
import { contentFieldsOf } from './content.ts';
import { noteFieldsOf, notePayloadOf, noteShape } from './note.ts';
import { listedNoticesOf, noticeFieldsOf, noticePayloadOf, noticeRecordShape } from './notice.ts';
import { eachLanguage } from './payloadShapes.ts';
import { isPlace, placeFormValues, placeParentId, placePayloadOf } from './place.ts';
import { productAttributeFieldsOf, productAttributePayloadOf, productAttributeShape } from './productAttribute.ts';
import { tracerFieldsOf, tracerPayloadOf, tracerShape } from './tracer.ts';

const target = { entityId: 'x1', storeCode: 'b2c' } as const;
const empty = { en: '', fr: '' };

describe('the payload shapes of the store’s other revision entities', () => {
  it('read what their forms write back unchanged', () => {
    const banner = bannerPayloadOf(
      { imageUrl: '/files/b.png', location: 'HomeTop', linkUrl: null, alt_EN: 'Lake', alt_FR: 'Lac', order: 2 },
      target,
    );
    expect(bannerEntryOf(banner)).toEqual(banner);
    expect(Object.keys(bannerEntryOf(banner) ?? {})).toEqual(Object.keys(banner));
    const note = notePayloadOf({ title: 'Hours', text_EN: 'Open', text_FR: 'Ouvert' }, target);
    expect(noteShape(note)).toEqual({
      noteId: 'x1',
      storeCode: 'b2c',
      title: 'Hours',
      text: { en: 'Open', fr: 'Ouvert' },
    });
    const noticeValues = { location: 'Footer', type: 'icon-info', text_EN: 'Closed', text_FR: 'Fermé' } as const;
    const notice = noticePayloadOf({ ...noticeValues, startDate: '2026-01-01', endDate: null }, target);
    expect(noticeRecordShape(notice)).toEqual(notice);
    const attribute = productAttributePayloadOf(
      { productId: null, name_EN: 'Size', name_FR: 'Taille', values: ['S', 'M'] },
      target,
    );
    expect(productAttributeShape(attribute)).toEqual(attribute);
    const tracer = tracerPayloadOf({ categories: ['c1', 'c2', 'c1'] }, target);
    expect(tracer.categories).toEqual(['c1', 'c2']);
    expect(tracerShape(tracer)).toEqual(tracer);
  });

  it('reject a payload that is not what the form writes', () => {
    expect(noteShape({ noteId: 'n1', storeCode: 'b2c', title: 'Hours' })).toBe(invalid);
    expect(noticeRecordShape({ noticeId: 'n1', storeCode: 'b2c', location: 'Sky', type: 'icon-info' })).toBe(invalid);
    expect(productAttributeShape({ productAttributeId: 'a', storeCode: 'b2c', name: empty, values: [1] })).toBe(
      invalid,
    );
    expect(tracerShape({ tracerId: 't', storeCode: 'b2c', categories: 'c1' })).toBe(invalid);
  });

  it('read a banner as the store always has: its ids and image make it, the rest defaults', () => {
    const banner = { bannerId: 'b1', storeCode: 'b2x', imageUrl: '/files/b.png', alt: { en: 'Lake', de: 'See' } };
    expect(bannerEntryOf(banner)).toEqual({
      bannerId: 'b1',
      storeCode: 'b2c',
      imageUrl: '/files/b.png',
      location: null,
      linkUrl: null,
      alt: { en: 'Lake', fr: '' },
      displayOrder: 0,
    });
    expect(bannerEntryOf({ bannerId: 'b1', storeCode: 'b2b' })).toBeNull();
  });

  // The back office lists every entity, whole payload or not: the lists' readers never fail.
  it('read what the back-office lists show of any payload, with defaults', () => {
    expect(bannerFieldsOf({ location: 'Sky', alt: { fr: 'Lac' }, displayOrder: 'x' })).toEqual({
      imageUrl: null,
      location: null,
      alt: { en: '', fr: 'Lac' },
      displayOrder: 0,
    });
    expect(bannerFieldsOf(null)).toEqual({ imageUrl: null, location: null, alt: empty, displayOrder: 0 });
    expect(contentFieldsOf({ name: 'about', location: 'PanelRight' })).toEqual({
      name: 'about',
      location: 'PanelRight',
      title: empty,
      displayOrder: 0,
    });
    expect(noteFieldsOf({ title: 3 })).toEqual({ title: '' });
    expect(noticeFieldsOf({ location: 'Anywhere', startDate: '2026-01-01' })).toEqual({
      text: empty,
      location: 'Anywhere',
      startDate: '2026-01-01',
      endDate: null,
    });
    expect(productAttributeFieldsOf({ name: { en: 'Size' }, values: ['S', 2, 'M'] })).toEqual({
      name: { en: 'Size', fr: '' },
      values: ['S', 'M'],
    });
    expect(tracerFieldsOf({ categories: ['c1', null] }).categories).toEqual(['c1']);
    expect(tracerFieldsOf('tracer').categories).toEqual([]);
    expect(eachLanguage({ en: 'A', fr: 'B', de: 'C' })).toEqual({ en: 'A', fr: 'B' });
  });

  it('list the notices of a category or product payload, skipping items that are not records', () => {
    const notice = { location: 'Footer', type: 'icon-info', text: { en: 'Closed', fr: 'Fermé' } };
    expect(listedNoticesOf({ notices: [notice, 'x', { text: ['a'], location: 3 }] }).notices).toEqual([
      notice,
      { text: empty, location: '', type: '' },
    ]);
    expect(listedNoticesOf({ notices: 'none' }).notices).toEqual([]);
    expect(listedNoticesOf(null).notices).toEqual([]);
  });

  it('write a place as a category under single-location, keeping what its form does not show', () => {
    const values = {
      name_EN: 'Banff',
      name_FR: 'Banff',
      urlAlias_EN: 'banff',
      urlAlias_FR: 'banff',
      shortDescription_EN: 'Mountains',
      shortDescription_FR: 'Montagnes',
      order: 4,
    };
    const created = placePayloadOf(values, target, {});
    expect(created).toMatchObject({ active: true, notices: [], parentId: placeParentId, categoryId: 'x1' });
    expect(isPlace(created)).toBe(true);
    const record = categoryRecordOf(created);
    expect(record && placeFormValues(record, 'x1')).toEqual({ placeId: 'x1', ...values });
    expect(placePayloadOf(values, target, { active: false, imageUrl: { en: 'a', fr: 'b' } })).toMatchObject({
      active: false,
      imageUrl: { en: 'a', fr: 'b' },
    });
    expect(isPlace({ ...created, parentId: 'other' })).toBe(false);
  });
});
