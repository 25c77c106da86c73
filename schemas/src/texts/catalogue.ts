import { bannerLabels } from '../admin/families/banners/texts.ts';
import { categoriesScreen } from '../admin/families/categories/texts.ts';
import { contentLabels } from '../admin/families/contents/texts.ts';
import { discountsScreen } from '../admin/families/discounts/texts.ts';
import { inventoryScreen } from '../admin/families/inventory/texts.ts';
import { noteLabels } from '../admin/families/notes/texts.ts';
import { noticeLabels, noticesScreen } from '../admin/families/notices/texts.ts';
import { parksCanadaScreen } from '../admin/families/parksCanada/texts.ts';
import { paymentsScreen } from '../admin/families/payments/texts.ts';
import { pricesScreen } from '../admin/families/prices/texts.ts';
import { attributeLabels } from '../admin/families/productAttributes/texts.ts';
import { productsScreen } from '../admin/families/products/texts.ts';
import { provinceStatesScreen } from '../admin/families/provinceStates/texts.ts';
import { reportsScreen } from '../admin/families/reports/texts.ts';
import { revisionsScreen } from '../admin/families/revisions/texts.ts';
import { settingsScreen } from '../admin/families/settings/texts.ts';
import { shippingsScreen } from '../admin/families/shippings/texts.ts';
import { tracersScreen } from '../admin/families/tracers/texts.ts';
import { usersScreen } from '../admin/families/users/texts.ts';
import { en as adminEn } from './admin/en.ts';
import { fr as adminFr } from './admin/fr.ts';
import { en as adminDefinitionsEn } from './adminDefinitions/en.ts';
import { fr as adminDefinitionsFr } from './adminDefinitions/fr.ts';
import { en as adminOpsEn } from './adminOps/en.ts';
import { fr as adminOpsFr } from './adminOps/fr.ts';
import { en as adminOrderModalEn } from './adminOrderModal/en.ts';
import { fr as adminOrderModalFr } from './adminOrderModal/fr.ts';
import { en as adminOrdersEn } from './adminOrders/en.ts';
import { fr as adminOrdersFr } from './adminOrders/fr.ts';
import { en as adminRevisionsEn } from './adminRevisions/en.ts';
import { fr as adminRevisionsFr } from './adminRevisions/fr.ts';
import { en as commonEn } from './common/en.ts';
import { fr as commonFr } from './common/fr.ts';
import { confirmationMail } from './confirmationMail.ts';
import { en as messagesEn } from './messages/en.ts';
import { fr as messagesFr } from './messages/fr.ts';
import { commonScreen } from './screens/common.ts';
import { codeNames } from './screens/names.ts';
import { orderColumns } from './screens/orderColumns.ts';
import { orderSearchScreen } from './screens/orderSearch.ts';
import { ordersReportTexts } from './screens/ordersReport.ts';
import { reportColumns } from './screens/reportColumns.ts';
import type { TextTree } from './tree.ts';

/** A namespace of the catalogue: its texts in both languages (flat or nested). */
export type CatalogueNamespace = Readonly<{ en: TextTree; fr: TextTree }>;

/**
 * Every namespace of the store's text catalogue, by name. Each module is imported on its own where it is used
 * (the web keeps the back office's texts out of the store's first load); this index is for checking them all.
 * How a namespace is read decides how its keys are found in the source: see catalogue.test.ts.
 */
export const catalogue = {
  // Problems and validation (API, web, schemas): `msg('…')`, `translate(language, '…')`.
  messages: { en: messagesEn, fr: messagesFr },
  // The web's i18next namespaces: `t('…')`, `t('admin:…')`.
  common: { en: commonEn, fr: commonFr },
  admin: { en: adminEn, fr: adminFr },
  // The back office's typed accessors (web/src/admin/*/texts.ts, modalTexts.ts) and the confirmation mail's.
  adminDefinitions: { en: adminDefinitionsEn, fr: adminDefinitionsFr },
  adminOps: { en: adminOpsEn, fr: adminOpsFr },
  adminOrderModal: { en: adminOrderModalEn, fr: adminOrderModalFr },
  adminOrders: { en: adminOrdersEn, fr: adminOrdersFr },
  adminRevisions: { en: adminRevisionsEn, fr: adminRevisionsFr },
  confirmationMail,
  // The API's screens and the read models' captions: a key by its name (`'title.list'`, a field's `'name_EN'`).
  commonScreen,
  categoriesScreen,
  bannerLabels,
  contentLabels,
  noteLabels,
  noticeLabels,
  attributeLabels,
  discountsScreen,
  inventoryScreen,
  noticesScreen,
  orderSearchScreen,
  parksCanadaScreen,
  paymentsScreen,
  pricesScreen,
  productsScreen,
  provinceStatesScreen,
  reportsScreen,
  revisionsScreen,
  settingsScreen,
  shippingsScreen,
  tracersScreen,
  usersScreen,
  orderColumns,
  ordersReportTexts,
  reportColumns,
  codeNames,
} as const satisfies Readonly<Record<string, CatalogueNamespace>>;

export type NamespaceName = keyof typeof catalogue;
