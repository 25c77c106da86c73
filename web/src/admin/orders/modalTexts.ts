import type { CardBrand } from '@parks/schemas/checkout/card';
import type { Language } from '@parks/schemas/language';
import type { OrderAddressField, OrderAddressKind, OrderScalarField } from '@parks/schemas/orderStaff';
import { en } from '@parks/schemas/texts/adminOrderModal/en';
import { fr } from '@parks/schemas/texts/adminOrderModal/fr';
import { cardBrandNames } from '@parks/schemas/texts/cardBrands';
import { fillText, type SameKeys } from '@parks/schemas/texts/tree';
import { useLanguage } from '../../lib/text.ts';

export type ModalView = 'details' | 'edit' | 'editStatus' | 'note' | 'email' | 'refund';

/**
 * The order modal's own words (back-office.md §2, §3): the catalogue's texts, with the ones that take values
 * turned into functions, and the groups the modal indexes by a code checked against those codes.
 */
const modalTextsIn = (language: Language) => {
  const texts: SameKeys<typeof en> = language === 'en' ? en : fr;
  const { products, refunds, notes, timeline, email, refund } = texts;
  return {
    ...texts,
    title: (orderId: string, view: string) => fillText(texts.title, { orderId, view }),
    labelled: (label: string, value: string) => fillText(texts.labelled, { label, value }),
    views: texts.views satisfies Record<ModalView, string>,
    card: (brand: string, last4: string) => fillText(texts.card, { brand, last4 }),
    brands: { ...cardBrandNames, other: texts.cardBrand } satisfies Record<CardBrand, string>,
    addresses: texts.addresses satisfies Record<OrderAddressKind, string>,
    addressFields: texts.addressFields satisfies Record<OrderAddressField, string>,
    scalarFields: texts.scalarFields satisfies Record<OrderScalarField, string>,
    products: {
      ...products,
      vessel: (vessel: string, size: number | null) =>
        size === null ? fillText(products.vessel, { vessel }) : fillText(products.vesselSized, { vessel, size }),
    },
    refunds: {
      ...refunds,
      heading: (refundId: string) => fillText(refunds.heading, { refundId }),
      addedBy: (who: string, role: string) => fillText(refunds.addedBy, { who, role }),
      lines: (refundId: string) => fillText(refunds.lines, { refundId }),
    },
    notes: { ...notes, by: (who: string, role: string) => fillText(notes.by, { who, role }) },
    timeline: {
      ...timeline,
      change: (field: string, before: string, after: string) => fillText(timeline.change, { field, before, after }),
    },
    email: {
      ...email,
      customer: (address: string) => (address === '' ? email.customer : fillText(email.customerAt, { email: address })),
    },
    refund: {
      ...refund,
      selectLine: (sku: string) => fillText(refund.selectLine, { sku }),
      amountOf: (sku: string) => fillText(refund.amountOf, { sku }),
      chosen: (amount: string) => fillText(refund.chosen, { amount }),
      paid: (paid: string, refunded: string) => fillText(refund.paid, { paid, refunded }),
      confirmQuestion: (total: string) => fillText(refund.confirmQuestion, { total }),
    },
  };
};

type ModalTexts = ReturnType<typeof modalTextsIn>;

export const modalTexts: Readonly<Record<Language, ModalTexts>> = { en: modalTextsIn('en'), fr: modalTextsIn('fr') };

export const useModalTexts = (): ModalTexts => modalTexts[useLanguage()];
