import type { Localized, PriceRecord } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';
import type { PortalOption, PortalProductAttributes, PortalProductOptions } from '@parks/schemas/portal';
import type { PortalProductRecord } from '../portal/catalog.ts';
import { seedPrice } from './products.ts';
import { noCategoryTexts, type SeedCategoryRecord } from './records.ts';

/**
 * The portal's printed products (b2b): categories and products are the ordinary Category, Product and Price
 * revisions with `storeCode: 'b2b'`; a portal product's payload adds its title, sample PDF, attributes, options,
 * status, inventory and order limits (domain/src/portal/catalog.ts). The set covers every availability: in stock,
 * back ordered, out of stock without back orders, low stock, and Unavailable.
 */
export const portalCategoryIds = {
  publications: 'pcat-publications',
  brochures: 'pcat-brochures',
  calendars: 'pcat-calendars',
  posters: 'pcat-posters',
} as const;

const image = (folder: string, name: string): Localized => ({
  en: `images/portal/${folder}/${name}-en.svg`,
  fr: `images/portal/${folder}/${name}-fr.svg`,
});

const portalCategory = (
  categoryId: string,
  parentId: string | null,
  alias: Localized,
  name: Localized,
  shortDescription: Localized,
  displayOrder: number,
): SeedCategoryRecord => ({
  categoryId,
  parentId,
  storeCode: 'b2b',
  urlAlias: alias,
  name,
  productsAreBoatingPermits: false,
  homePanel: null,
  inMenu: parentId === null,
  ...noCategoryTexts,
  displayOrder,
  imageUrl: image('categories', categoryId),
  shortDescription,
  description: { en: `<p>${shortDescription.en}</p>`, fr: `<p>${shortDescription.fr}</p>` },
});

export const portalSeedCategories: readonly SeedCategoryRecord[] = [
  portalCategory(
    portalCategoryIds.publications,
    null,
    { en: 'publications', fr: 'publications-fr' },
    { en: 'Printed publications', fr: 'Publications imprimées' },
    {
      en: 'Guides, brochures, calendars and posters for your site.',
      fr: 'Guides, brochures, calendriers et affiches pour votre lieu.',
    },
    1,
  ),
  portalCategory(
    portalCategoryIds.brochures,
    portalCategoryIds.publications,
    { en: 'brochures-and-maps', fr: 'brochures-et-cartes' },
    { en: 'Brochures and maps', fr: 'Brochures et cartes' },
    { en: 'Visitor guides and trail maps.', fr: 'Guides du visiteur et cartes des sentiers.' },
    1,
  ),
  portalCategory(
    portalCategoryIds.calendars,
    portalCategoryIds.publications,
    { en: 'calendars', fr: 'calendriers' },
    { en: 'Calendars', fr: 'Calendriers' },
    { en: 'Wall and desk calendars by year.', fr: 'Calendriers muraux et de bureau par année.' },
    2,
  ),
  portalCategory(
    portalCategoryIds.posters,
    portalCategoryIds.publications,
    { en: 'posters', fr: 'affiches' },
    { en: 'Posters', fr: 'Affiches' },
    { en: 'Posters for visitor centres.', fr: 'Affiches pour les centres d’accueil.' },
    3,
  ),
];

const option = (id: string, en: string, fr: string): PortalOption => ({ id, name: { en, fr } });

const years = [option('year-2026', '2026', '2026'), option('year-2027', '2027', '2027')];
const months = [
  option('month-01', 'January', 'Janvier'),
  option('month-04', 'April', 'Avril'),
  option('month-09', 'September', 'Septembre'),
];
const languages = [
  option('lang-en', 'English', 'Anglais'),
  option('lang-fr', 'French', 'Français'),
  option('lang-bil', 'Bilingual', 'Bilingue'),
];
const packs = [option('pack-25', 'Pack of 25', 'Paquet de 25'), option('pack-100', 'Pack of 100', 'Paquet de 100')];

const noOptions: PortalProductOptions = { year: [], month: [], language: [], packSize: [] };

const attributes = (fields: Partial<PortalProductAttributes>): PortalProductAttributes => ({
  fulfillmentMethod: { en: 'Printed on demand', fr: 'Impression sur demande' },
  productType: { en: 'Brochure', fr: 'Brochure' },
  units: { en: 'Each', fr: 'Unité' },
  packSize: 1,
  productWidth: '8.5 in',
  productHeight: '11 in',
  pageCount: 1,
  printedSides: 2,
  orientation: { en: 'Portrait', fr: 'Portrait' },
  ...fields,
});

export type PortalSeedProduct = Readonly<{ product: PortalProductRecord; price: PriceRecord }>;

type Fields = Pick<
  PortalProductRecord,
  'productId' | 'categoryId' | 'sku' | 'name' | 'shortDescription' | 'displayOrder' | 'inventory'
> &
  Partial<PortalProductRecord>;

const portalProduct = (fields: Fields, cents: Cents): PortalSeedProduct => {
  const product: PortalProductRecord = {
    storeCode: 'b2b',
    validityPeriod: null,
    isBoatingPermit: false,
    vesselTypes: [],
    salePriceDescription: null,
    unavailableTagline: null,
    imageUrl: image('products', fields.productId),
    title: fields.name,
    description: { en: `<p>${fields.shortDescription.en}</p>`, fr: `<p>${fields.shortDescription.fr}</p>` },
    samplePdfUrl: {
      en: `documents/portal/samples/${fields.productId}-en.pdf`,
      fr: `documents/portal/samples/${fields.productId}-fr.pdf`,
    },
    status: 'Active',
    allowBackorder: false,
    minimumOrderQty: 1,
    maximumOrderQty: 1_000,
    attributes: attributes({}),
    options: noOptions,
    ...fields,
  };
  return { product, price: seedPrice(product.productId, cents) };
};

export const portalProductIds = {
  visitorGuide: 'prod-b2b-visitor-guide',
  trailMap: 'prod-b2b-trail-map',
  wallCalendar: 'prod-b2b-wall-calendar',
  deskCalendar: 'prod-b2b-desk-calendar',
  wildlifePoster: 'prod-b2b-wildlife-poster',
  safetyPoster: 'prod-b2b-safety-poster',
} as const;

export const portalSeedProducts: readonly PortalSeedProduct[] = [
  portalProduct(
    {
      productId: portalProductIds.visitorGuide,
      categoryId: portalCategoryIds.brochures,
      sku: 'PUB-VG-001',
      name: { en: 'Visitor guide', fr: 'Guide du visiteur' },
      shortDescription: {
        en: 'The yearly visitor guide: parks, sites, services and fees.',
        fr: 'Le guide annuel du visiteur : parcs, lieux, services et droits.',
      },
      displayOrder: 1,
      inventory: 5_000,
      allowBackorder: true,
      minimumOrderQty: 25,
      maximumOrderQty: 5_000,
      attributes: attributes({ pageCount: 48, productWidth: '5.5 in', productHeight: '8.5 in' }),
      options: { year: years, month: [], language: languages, packSize: packs },
    },
    45,
  ),
  portalProduct(
    {
      productId: portalProductIds.trailMap,
      categoryId: portalCategoryIds.brochures,
      sku: 'PUB-TM-002',
      name: { en: 'Trail map (folded)', fr: 'Carte des sentiers (pliée)' },
      shortDescription: {
        en: 'A folded map of the main trails. Out of stock until the next print run.',
        fr: 'Une carte pliée des principaux sentiers. En rupture de stock jusqu’au prochain tirage.',
      },
      displayOrder: 2,
      inventory: 0,
      allowBackorder: false,
      attributes: attributes({
        productType: { en: 'Map', fr: 'Carte' },
        orientation: { en: 'Landscape', fr: 'Paysage' },
      }),
      options: { ...noOptions, language: languages.slice(0, 2) },
    },
    60,
  ),
  portalProduct(
    {
      productId: portalProductIds.wallCalendar,
      categoryId: portalCategoryIds.calendars,
      sku: 'CAL-WL-010',
      name: { en: 'Wall calendar', fr: 'Calendrier mural' },
      shortDescription: {
        en: 'Twelve months of national parks photography.',
        fr: 'Douze mois de photographies des parcs nationaux.',
      },
      displayOrder: 1,
      inventory: 200,
      allowBackorder: true,
      maximumOrderQty: 50,
      attributes: attributes({ productType: { en: 'Calendar', fr: 'Calendrier' }, pageCount: 28 }),
      options: { year: years, month: months, language: languages.slice(2), packSize: [] },
    },
    1_295,
  ),
  portalProduct(
    {
      productId: portalProductIds.deskCalendar,
      categoryId: portalCategoryIds.calendars,
      sku: 'CAL-DK-011',
      name: { en: 'Desk calendar', fr: 'Calendrier de bureau' },
      shortDescription: {
        en: 'A small easel calendar. Few left.',
        fr: 'Un petit calendrier chevalet. Peu d’exemplaires.',
      },
      displayOrder: 2,
      inventory: 3,
      allowBackorder: false,
      maximumOrderQty: 20,
      attributes: attributes({
        productType: { en: 'Calendar', fr: 'Calendrier' },
        productWidth: '6 in',
        productHeight: '4 in',
      }),
      options: { year: years.slice(1), month: [], language: languages.slice(2), packSize: [] },
    },
    795,
  ),
  portalProduct(
    {
      productId: portalProductIds.wildlifePoster,
      categoryId: portalCategoryIds.posters,
      sku: 'PST-WL-020',
      name: { en: 'Wildlife poster', fr: 'Affiche de la faune' },
      shortDescription: {
        en: 'Animals of the national parks. Back ordered: ships with the next print run.',
        fr: 'Les animaux des parcs nationaux. En commande différée : expédiée au prochain tirage.',
      },
      displayOrder: 1,
      inventory: 0,
      allowBackorder: true,
      maximumOrderQty: 100,
      attributes: attributes({
        productType: { en: 'Poster', fr: 'Affiche' },
        productWidth: '24 in',
        productHeight: '36 in',
        printedSides: 1,
      }),
      options: { ...noOptions, language: languages },
    },
    850,
  ),
  portalProduct(
    {
      productId: portalProductIds.safetyPoster,
      categoryId: portalCategoryIds.posters,
      sku: 'PST-SF-021',
      name: { en: 'Water safety poster', fr: 'Affiche sur la sécurité nautique' },
      shortDescription: {
        en: 'Being redesigned: unavailable for now.',
        fr: 'En cours de refonte : non disponible pour le moment.',
      },
      displayOrder: 2,
      inventory: 120,
      status: 'Unavailable',
      unavailableTagline: { en: 'Unavailable', fr: 'Non disponible' },
      attributes: attributes({ productType: { en: 'Poster', fr: 'Affiche' }, printedSides: 1 }),
      options: { ...noOptions, language: languages },
    },
    700,
  ),
];
