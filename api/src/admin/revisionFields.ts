/**
 * A revision's content as staff read it (issue 23, back-office.md §2 "Revision details"): per entity type, the
 * payload fields in order, each with its label in the call's language and its value formatted — bilingual texts as
 * an English and a French line, cents as dollars, rates as percents, booleans Yes/No, dates per language, ids of
 * other entities as their names, `/files/…` refs as images, rich text as its text, lists as lists. The one place
 * that knows how a payload reads; the details form and the diff both draw from it. The raw JSON stays on the `json`
 * view.
 */
import { changedFieldNames } from '@parks/domain/revisions/diff';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { ShownField, ShownPart, ShownValue } from '@parks/schemas/admin/calls';
import { bannerLabels } from '@parks/schemas/admin/families/banners/texts';
import { categoriesScreen } from '@parks/schemas/admin/families/categories/texts';
import { contentLabels } from '@parks/schemas/admin/families/contents/texts';
import { discountsScreen } from '@parks/schemas/admin/families/discounts/texts';
import { noteLabels } from '@parks/schemas/admin/families/notes/texts';
import { noticeLabels } from '@parks/schemas/admin/families/notices/texts';
import { pricesScreen } from '@parks/schemas/admin/families/prices/texts';
import { attributeLabels } from '@parks/schemas/admin/families/productAttributes/texts';
import { productsScreen } from '@parks/schemas/admin/families/products/texts';
import { provinceStatesScreen } from '@parks/schemas/admin/families/provinceStates/texts';
import { shippingsScreen } from '@parks/schemas/admin/families/shippings/texts';
import { tracersScreen } from '@parks/schemas/admin/families/tracers/texts';
import { usersScreen } from '@parks/schemas/admin/families/users/texts';
import { htmlLang, type Language } from '@parks/schemas/language';
import { moneyText } from '@parks/schemas/money';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import { revisionFieldTexts } from '@parks/schemas/texts/screens/revisionFields';
import sanitize from 'sanitize-html';
import type { AdminDeps } from './deps.ts';

/** How a field's value reads, beyond what its value itself says (a `{ en, fr }`, a `/files/` ref, a date, a list). */
type FieldKind = 'plain' | 'money' | 'rate' | 'category' | 'product' | 'store' | 'image' | 'file' | 'code' | 'own';

/** The payload fields of each entity type, in the order staff read them; fields not listed follow, as plain. */
const revisionFields: Readonly<Record<RevisionEntityType, readonly string[]>> = {
  Product: [
    'sku',
    'name',
    'categoryId',
    'categoryIds',
    'storeCode',
    'shortDescription',
    'validityPeriod',
    'isBoatingPermit',
    'vesselTypes',
    'salePriceDescription',
    'unavailableTagline',
    'imageUrl',
    'images',
    'samplePdf',
    'samplePdfUrl',
    'orderable',
    'unavailableStart',
    'unavailableEnd',
    'notices',
    'displayOrder',
  ],
  Category: [
    'name',
    'parentId',
    'storeCode',
    'urlAlias',
    'displayOrder',
    'inMenu',
    'homePanel',
    'productsAreBoatingPermits',
    'imageUrl',
    'shortDescription',
    'description',
    'listTitle',
    'listDescription',
    'admissionMessage',
    'postListMessage',
    'notices',
    'footerLinks',
    'shippingNote',
    'termsOfUse',
    'pageFooterMessage',
    'homeDescription',
    'saleHomeDescription',
    'salePriceDescription',
  ],
  Price: ['productId', 'rank', 'regularPriceCents', 'salePriceCents', 'saleStartsAt', 'saleEndsAt'],
  Discount: ['code', 'kind', 'rate', 'amountCents', 'minimumSubtotalCents', 'startsAt', 'endsAt', 'productIds'],
  Content: [
    'name',
    'storeCode',
    'title',
    'html',
    'imageUrl',
    'imageCaption',
    'linkUrl',
    'linkTitle',
    'urlAlias',
    'displayOrder',
  ],
  Banner: ['storeCode', 'imageUrl', 'alt', 'linkUrl', 'location', 'displayOrder'],
  Notice: ['storeCode', 'location', 'type', 'text', 'startDate', 'endDate'],
  Note: ['storeCode', 'title', 'text'],
  Shipping: ['method', 'region', 'feeCents', 'transitDays'],
  ProvinceState: ['code', 'name', 'country', 'gst', 'hst', 'pst', 'qst', 'taxName'],
  ProductAttribute: ['name', 'storeCode', 'productId', 'values'],
  Tracer: ['storeCode', 'categories'],
  User: [],
  Settings: [],
};

/** Fields whose values need more than their shape says; an entity's own id is not shown (it is the entity). */
const fieldKinds: Readonly<Record<string, FieldKind>> = {
  regularPriceCents: 'money',
  salePriceCents: 'money',
  amountCents: 'money',
  minimumSubtotalCents: 'money',
  feeCents: 'money',
  rate: 'rate',
  gst: 'rate',
  hst: 'rate',
  pst: 'rate',
  qst: 'rate',
  categoryId: 'category',
  parentId: 'category',
  categories: 'category',
  categoryIds: 'category',
  productId: 'product',
  productIds: 'product',
  storeCode: 'store',
  imageUrl: 'image',
  images: 'image',
  samplePdf: 'file',
  samplePdfUrl: 'file',
  homePanel: 'code',
  kind: 'code',
  method: 'code',
};

const ownIdOf = (entityType: RevisionEntityType): string => `${entityType[0]?.toLowerCase()}${entityType.slice(1)}Id`;

const kindOf = (entityType: RevisionEntityType, name: string): FieldKind =>
  name === ownIdOf(entityType) || name === 'id' || name === 'userId' ? 'own' : (fieldKinds[name] ?? 'plain');

type Texts = Readonly<Record<string, string>>;
type Labels = Readonly<Record<Language, Texts>>;

/** The family's own screen texts, whose labels win where they name a payload field. */
const familyLabels: Readonly<Partial<Record<RevisionEntityType, Labels>>> = {
  Product: productsScreen,
  Category: categoriesScreen,
  Price: pricesScreen,
  Discount: discountsScreen,
  Content: contentLabels,
  Banner: bannerLabels,
  Notice: noticeLabels,
  Note: noteLabels,
  Shipping: shippingsScreen,
  ProvinceState: provinceStatesScreen,
  ProductAttribute: attributeLabels,
  Tracer: tracersScreen,
  User: usersScreen,
};

const words = revisionFieldTexts;
/** The same catalogue, looked up by any field name. */
const catalogue: Labels = revisionFieldTexts;

/** `someFieldName` → `Some field name`: a field no catalogue names yet still reads as words, not as a key. */
const spelledOut = (name: string): string => {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
};

/** A payload field's label in the language: the family's screen text, else the revisions' catalogue. */
export const fieldLabel = (language: Language, entityType: RevisionEntityType, name: string): string =>
  (Object.hasOwn(catalogue[language], name) ? familyLabels[entityType]?.[language][name] : undefined) ??
  catalogue[language][name] ??
  spelledOut(name);

/** The names of other entities a payload refers to, read once per formatting. */
export type Names = Readonly<{
  category: (id: string) => string | undefined;
  product: (id: string) => string | undefined;
}>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocalized = (value: unknown): value is Readonly<{ en: unknown; fr: unknown }> =>
  isRecord(value) && 'en' in value && 'fr' in value;

const localeOf = htmlLang;
/** Staff read times in the parks' head office time. */
const timeZone = 'America/Toronto';

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `November 28, 2026, 3:42 p.m.` / `28 novembre 2026, 15 h 42` (no AM/PM in French). */
export const dateTimeText = (language: Language, iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const dateOnly = isoDate.test(iso);
  const parts = new Intl.DateTimeFormat(localeOf[language], {
    timeZone: dateOnly ? 'UTC' : timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === 'fr' ? 'h23' : 'h12',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  const day =
    language === 'fr'
      ? `${part('day')} ${part('month')} ${part('year')}`
      : `${part('month')} ${part('day')}, ${part('year')}`;
  if (dateOnly) return day;
  const time =
    language === 'fr'
      ? `${Number(part('hour'))} h ${part('minute')}`
      : `${part('hour')}:${part('minute')} ${part('dayPeriod')}`.trim();
  return `${day}, ${time}`;
};

/** A rate in thousandths of a percent (money.ts): `5 %` in French, `5%` in English. */
const rateText = (language: Language, rate: number): string =>
  new Intl.NumberFormat(localeOf[language], { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100_000);

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
/** Rich text as the text it shows: tags dropped (blocks as spaces), entities read. */
const plainText = (text: string): string => {
  if (!/<[a-z!/]/i.test(text)) return text;
  const stripped = sanitize(text.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
};

const isFileRef = (value: string): boolean => value.startsWith('/files/');

/** One value as text (or an image), by its field's kind. Undefined: nothing to show. */
const leafOf = (language: Language, kind: FieldKind, names: Names, value: unknown): ShownPart | undefined => {
  const texts = words[language];
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return { text: value ? texts.yes : texts.no };
  if (typeof value === 'number') {
    if (kind === 'money') return { text: moneyText(value, language) };
    if (kind === 'rate') return { text: rateText(language, value) };
    return { text: new Intl.NumberFormat(localeOf[language]).format(value) };
  }
  if (typeof value === 'string') {
    if (kind === 'category') return { text: names.category(value) ?? value };
    if (kind === 'product') return { text: names.product(value) ?? value };
    if (kind === 'store') return { text: value.toUpperCase() };
    if (kind === 'file') return { text: words[language].file };
    if (isFileRef(value)) return { imageUrl: value };
    // The seed's images are the site's own files (`images/…`), read from its root.
    if (kind === 'image') return { imageUrl: /^(?:\/|https:)/.test(value) ? value : `/${value}` };
    if (kind === 'code') return { text: catalogue[language][`code.${value}`] ?? spelledOut(value) };
    if (isoDateTime.test(value) || isoDate.test(value)) return { text: dateTimeText(language, value) };
    return { text: plainText(value) };
  }
  if (isLocalized(value)) {
    const inLanguage = leafOf(language, kind, names, value[language]);
    return inLanguage;
  }
  if (isRecord(value)) {
    // An item of a list (a notice, a link, a vessel type): its texts in the page's language, one after the other.
    const texts = Object.values(value)
      .filter((inner) => isLocalized(inner) || typeof inner === 'number' || typeof inner === 'boolean')
      .map((inner) => leafOf(language, kind, names, inner)?.text)
      .filter((text): text is string => text !== undefined && text !== '');
    return texts.length === 0 ? undefined : { text: texts.join(' — ') };
  }
  return undefined;
};

/** A field's value formatted: a `{ en, fr }` as an English and a French part, a list as its items. */
export const shownValue = (language: Language, kind: FieldKind, names: Names, value: unknown): ShownValue => {
  const texts = words[language];
  if (Array.isArray(value)) {
    return { list: true, parts: value.flatMap((item) => leafOf(language, kind, names, item) ?? []) };
  }
  if (isLocalized(value)) {
    const parts = (['en', 'fr'] as const).flatMap((lng) => {
      const inLanguage = value[lng];
      const label = lng === 'en' ? texts.english : texts.french;
      // A list per language (a product's images): each item under its language's label.
      return (Array.isArray(inLanguage) ? inLanguage : [inLanguage]).flatMap((item) => {
        const part = leafOf(language, kind, names, item);
        return part === undefined ? [] : [{ label, ...part }];
      });
    });
    return { list: false, parts };
  }
  const part = leafOf(language, kind, names, value);
  return { list: false, parts: part === undefined ? [] : [part] };
};

const recordOf = (payload: unknown): Readonly<Record<string, unknown>> => (isRecord(payload) ? payload : {});

/** The field names to show of some payloads of one entity type, in its order, its own id left out. */
const namesOf = (entityType: RevisionEntityType, payloads: readonly unknown[]): string[] => {
  const present = new Set(payloads.flatMap((payload) => Object.keys(recordOf(payload))));
  const listed = revisionFields[entityType];
  return [
    ...listed.filter((name) => present.has(name)),
    ...[...present].filter((name) => !listed.includes(name)),
  ].filter((name) => kindOf(entityType, name) !== 'own');
};

/** A payload's fields as the revision details show them. */
export const shownFields = (
  language: Language,
  entityType: RevisionEntityType,
  names: Names,
  payload: unknown,
): ShownField[] =>
  namesOf(entityType, [payload]).map((name) => ({
    name,
    label: fieldLabel(language, entityType, name),
    value: shownValue(language, kindOf(entityType, name), names, recordOf(payload)[name]),
  }));

/** The fields that differ between two payloads, labelled, each value before and after formatted. */
export const shownChanges = (
  language: Language,
  entityType: RevisionEntityType,
  names: Names,
  before: unknown,
  after: unknown,
) => {
  const changed = new Set(changedFieldNames(before, after));
  return namesOf(entityType, [before, after])
    .filter((name) => changed.has(name))
    .map((name) => {
      const kind = kindOf(entityType, name);
      return {
        name,
        label: fieldLabel(language, entityType, name),
        before: shownValue(language, kind, names, recordOf(before)[name]),
        after: shownValue(language, kind, names, recordOf(after)[name]),
      };
    });
};

/** The "Changed fields" of a revision: its changed fields' labels, or "New" for an entity's first revision. */
export const changedFieldsText = (
  language: Language,
  entityType: RevisionEntityType,
  revision: Readonly<{ number: number; changedFields: readonly string[] }>,
): string =>
  revision.number === 1
    ? words[language].new
    : namesOf(entityType, [Object.fromEntries(revision.changedFields.map((name) => [name, true]))])
        .map((name) => fieldLabel(language, entityType, name))
        .join(', ');

const localizedName = (language: Language, payload: unknown): string | undefined => {
  const name = recordOf(payload).name;
  const text = isLocalized(name) ? name[language] : name;
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/**
 * The names of the categories and products some payloads refer to (their latest revision's): a category by its
 * name, a product by its SKU and name.
 */
export const namesFor = async (
  deps: Pick<AdminDeps, 'projections'>,
  language: Language,
  entityType: RevisionEntityType,
  payloads: readonly unknown[],
): Promise<Names> => {
  const ids = (kind: FieldKind) =>
    new Set(
      payloads.flatMap((payload) =>
        Object.entries(recordOf(payload))
          .filter(([name]) => kindOf(entityType, name) === kind)
          .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
          .filter((value): value is string => typeof value === 'string' && value !== ''),
      ),
    );
  const queries = adminRevisionQueries(deps.projections);
  const read = async (type: RevisionEntityType, wanted: Set<string>, name: (payload: unknown) => string | undefined) =>
    new Map(
      (
        await Promise.all(
          [...wanted].map(async (id) => {
            const doc = await queries.byId(type, id);
            const found = doc === null ? undefined : name(doc.latest.payload);
            return found === undefined ? [] : [[id, found] as const];
          }),
        )
      ).flat(),
    );
  const categories = await read('Category', ids('category'), (payload) => localizedName(language, payload));
  const products = await read('Product', ids('product'), (payload) => {
    const name = localizedName(language, payload);
    const sku = recordOf(payload).sku;
    return [typeof sku === 'string' && sku !== '' ? sku : undefined, name].filter(Boolean).join(' — ') || undefined;
  });
  return { category: (id) => categories.get(id), product: (id) => products.get(id) };
};
