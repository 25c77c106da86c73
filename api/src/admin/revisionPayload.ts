/**
 * A revision's content as its details screen shows it (issue 23: no raw internals on a staff screen): one read-only
 * field per field of the payload, a text in the call's language for a bilingual one, a stored image as a thumbnail
 * (an upload field: never its content hash), a date in the page's style, yes or no, a product by its SKU and name, a
 * category by its name. The raw payload stays on the revision's JSON screen.
 */
import { categoryRecordOf } from '@parks/domain/catalog/category';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { ReadSide } from '@parks/projections/runtime/readModel';
import type { Field } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { codeNames } from '@parks/schemas/texts/screens/names';
import { peopleTexts, productNames, productText } from '../shownNames.ts';

type Entries = readonly (readonly [string, unknown])[];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ en, fr }` texts. */
const isBilingual = (value: unknown): value is Readonly<Record<Language, unknown>> =>
  isRecord(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key === 'en' || key === 'fr');

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isImageName = (name: string): boolean => /image/i.test(name);

/** The strings of a value: itself, each of a list, each language's. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isBilingual(value)) return [...stringsIn(value.en), ...stringsIn(value.fr)];
  return [];
};

const idsOf = (entries: Entries, test: (name: string) => boolean): string[] =>
  entries.filter(([name]) => test(name)).flatMap(([, value]) => stringsIn(value));
const isProductIds = (name: string): boolean => /^productIds?$/.test(name);
const isCategoryIds = (name: string): boolean => /^(categoryIds?|parentId)$/.test(name);
const isUserIds = (name: string): boolean => /(By|userId|UserId)$/.test(name);

/** The payload's fields as read-only fields of the details screen, captioned by their names. */
export const payloadFields = async (projections: ReadSide, language: Language, payload: unknown): Promise<Field[]> => {
  if (!isRecord(payload)) return [];
  const entries: Entries = Object.entries(payload);
  const products = await productNames(projections, language, idsOf(entries, isProductIds));
  const categoryIds = [...new Set(idsOf(entries, isCategoryIds))];
  const categories = new Map(
    await Promise.all(
      categoryIds.map(async (id) => {
        const doc = await adminRevisionQueries(projections).byId('Category', id);
        const record = doc === null ? null : categoryRecordOf(doc.latest.payload);
        return [id, record === null ? id : record.name[language]] as const;
      }),
    ),
  );
  const people = await peopleTexts(projections, language, idsOf(entries, isUserIds));
  const named = (name: string, id: string): string => {
    if (isProductIds(name)) {
      const product = products.get(id);
      return product === undefined ? id : productText(product);
    }
    if (isCategoryIds(name)) return categories.get(id) ?? id;
    if (isUserIds(name)) return people(id) ?? id;
    return id;
  };
  const texts = codeNames[language];
  const text = (name: string, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? texts['checkbox.yes'] : texts['checkbox.no'];
    if (typeof value === 'string') return named(name, value);
    if (typeof value === 'number') return String(value);
    if (isBilingual(value)) return text(name, value[language]);
    if (Array.isArray(value)) return value.map((item) => text(name, item)).join(', ');
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${text(key, inner)}`)
      .join('; ');
  };
  return entries.map(([name, value]): Field => {
    const field = `payload_${name}`;
    if (isImageName(name)) {
      const shown = isBilingual(value) ? value[language] : value;
      return { name: field, component: 'upload', type: 'image', caption: name, initialValue: stringsIn(shown) };
    }
    if (typeof value === 'string' && isoInstant.test(value)) {
      return { name: field, component: 'datetimepicker', type: 'datetime', caption: name, initialValue: value };
    }
    return { name: field, component: 'input', type: 'text', caption: name, initialValue: text(name, value) };
  });
};
