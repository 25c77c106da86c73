import { type InferType, object } from 'yup';
import { homePanels, noticeLocations, noticeTypes } from '../catalog.ts';
import { flag, list, optionalIdField, text } from '../fields.ts';
import { revisionStatuses } from '../revisions.ts';
import { slugOf } from '../slug.ts';
import { msg } from '../texts/messages/index.ts';
import { storedFileUrl } from '../uploads.ts';
import { listQueryShape } from './requests.ts';
import { oneOf } from './schemaParts.ts';
import { displayOrder, emptyIsNull, requiredName } from './valueFields.ts';

/**
 * The category form's values as the back office sends them (back-office.md §3, Categories): names and URL aliases in
 * both languages, the parent in the tree (null at the root: an empty selection is sent as null, §5), the order
 * among its siblings, whether it is shown, and its notices. `image_EN`/`image_FR` hold the urls of
 * stored uploads.
 */
export const urlAliasPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const categoryLimits = { name: 200, urlAlias: 200, noticeText: 2_000, notices: 20, order: 100_000 } as const;

const name = () => requiredName(categoryLimits.name);
const urlAlias = () =>
  text(categoryLimits.urlAlias, { case: 'lower' })
    // Empty only when the name gives no slug either (`withAliasesFromNames`).
    .required(msg('admin.urlAlias.required'))
    .matches(urlAliasPattern, { message: msg('admin.urlAlias.invalid'), excludeEmptyString: true });
const noticeText = () => text(categoryLimits.noticeText).required(msg('admin.notice.text.required'));

/** A notice: where, how, and its text in both languages (a category's or a product's, or a notice of its own). */
export const noticeShape = {
  location: oneOf(noticeLocations).required(msg('validation.invalid')),
  type: oneOf(noticeTypes).required(msg('validation.invalid')),
  text_EN: noticeText(),
  text_FR: noticeText(),
};

/** A notice of the category and product forms. */
export const noticeValuesSchema = object(noticeShape).noUnknown(msg('validation.invalid'));

/** A category's names and URL aliases in both languages: its own form's, and a place's (a category too). */
const namesAndAliases = {
  name_EN: name(),
  name_FR: name(),
  urlAlias_EN: urlAlias(),
  urlAlias_FR: urlAlias(),
};

const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An empty URL alias is the slug of the name in its language (§5, slug helper): the server fills it as the form
 * suggests it while staff type the name, so a category saved without one still gets the alias staff were shown.
 */
export const withAliasesFromNames = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const filled: Record<string, unknown> = { ...value };
  for (const language of ['EN', 'FR'] as const) {
    const name = filled[`name_${language}`];
    if (isAbsent(filled[`urlAlias_${language}`]) && typeof name === 'string') {
      filled[`urlAlias_${language}`] = slugOf(name);
    }
  }
  return filled;
};

/** The home-panel choice of the category form that places the category on no panel. */
export const noHomePanel = 'none';

export const categoryValuesSchema = object({
  ...namesAndAliases,
  parentId: optionalIdField(msg('admin.parent.unknown')),
  order: displayOrder(categoryLimits.order),
  active: flag().default(true),
  productsAreBoatingPermits: flag().default(false),
  /** The home page panel a top-level category feeds (`none`, '' or null: none); absent keeps the current one. */
  homePanel: text(40)
    .transform((value: unknown) => (value === noHomePanel ? null : emptyIsNull(value)))
    .nullable()
    .oneOf([...homePanels, null, undefined], msg('validation.invalid')),
  /** Whether a top-level category is a link of the store's menu; absent keeps the current choice. */
  inMenu: flag(),
  notices: list(noticeValuesSchema, categoryLimits.notices).nullable().default(null),
  /** The image of each language: a stored upload's url (an upload in `files_en`/`files_fr` puts it here), null for
   * none, absent to keep the current one. */
  image_EN: storedFileUrl().transform(emptyIsNull).nullable(),
  image_FR: storedFileUrl().transform(emptyIsNull).nullable(),
}).transform(withAliasesFromNames);
export type CategoryValues = InferType<typeof categoryValuesSchema>;

/** The category list's query: the common list fields, and the advanced search's revision status. */
export const categoryListQuerySchema = object({
  ...listQueryShape,
  status: text(20).oneOf([...revisionStatuses, undefined], msg('validation.invalid')),
});

/**
 * The form of one of the agency's places (the parksCanada area): a child of the single-location category, so the
 * values are only what its destination page and its tile show; the rest of its category record is kept.
 */
export const placeLimits = { shortDescription: 300 } as const;
const shortDescription = () => text(placeLimits.shortDescription).default('');
export const placeValuesSchema = object({
  ...namesAndAliases,
  shortDescription_EN: shortDescription(),
  shortDescription_FR: shortDescription(),
  order: displayOrder(categoryLimits.order),
}).transform(withAliasesFromNames);
export type PlaceValues = InferType<typeof placeValuesSchema>;
