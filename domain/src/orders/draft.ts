import type { Language } from '@parks/schemas/language';
import type { PricedOrder } from '@parks/schemas/orders';
import type { PortalOrderDetails } from '@parks/schemas/portal';
import type { StoreCode } from '@parks/schemas/store';

/**
 * The content of an order as the checkout priced it: what PlaceOrder carries and OrderPlaced records.
 * Money is in cents; the card appears only as the payment summary of OrderPlaced.
 */
export type OrderDraft = PricedOrder &
  Readonly<{
    orderId: string;
    storeCode: StoreCode;
    cartId: string;
    /** The guest session id or the signed-in user id that owned the cart. */
    customerId: string;
    preferredLanguage: Language;
    consentToEmails: boolean;
    /** Where the confirmation page lives: the web goes to `/{lng}/{confirmationAlias}`. */
    confirmationAlias: string;
    /** Portal orders: the customer number and optional purchase-order number. */
    budgetCode: string | null;
    poNumber: string | null;
    /** Portal orders: options and SKU per line, the server-computed fees, the shipping option, who placed it. */
    portal?: PortalOrderDetails | null;
  }>;
