import type { VesselInput } from '@parks/schemas/cart';
import type {
  CategoryRecord,
  DiscountRecord,
  PriceRecord,
  ProductRecord,
  ShippingRateRecord,
  TaxRecord,
} from '@parks/schemas/catalog';
import type { CheckoutOrderForm } from '@parks/schemas/checkout';
import type { PaymentSummary } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { AvailabilityWindow } from '../catalog/availability.ts';
import type { DeclineReason } from '../payments/port.ts';
import type { Command } from '../shared/decider.ts';

/**
 * The route looks up the published catalogue records before building a command; the rules price from them.
 * `lineId` is minted by the route, so a retried add is recognised.
 */
/** A product as the cart rules take it: its record, and its availability window when the catalogue has one. */
export type CartProduct = ProductRecord & Partial<AvailabilityWindow>;

export type AddCartItem = Command<
  'AddCartItem',
  {
    cartId: string;
    ownerId: string;
    storeCode: StoreCode;
    lineId: string;
    product: CartProduct;
    category: CategoryRecord;
    prices: readonly PriceRecord[];
    priceId?: string;
    quantity: number;
    vessel?: VesselInput | null;
    /** The published settings close the cart: the add is refused (`cart.disabled`). */
    shoppingCartDisabled?: boolean;
  }
>;
/** 0 removes the line. */
export type ChangeCartItemQuantity = Command<
  'ChangeCartItemQuantity',
  { cartId: string; lineId: string; quantity: number }
>;
export type EditCartItem = Command<
  'EditCartItem',
  {
    cartId: string;
    lineId: string;
    product: CartProduct;
    prices: readonly PriceRecord[];
    priceId?: string;
    quantity: number;
  }
>;
export type RemoveCartItem = Command<'RemoveCartItem', { cartId: string; lineId: string }>;
/** `discount`: the published record found for the code, or null when there is none. */
export type ApplyPromoCode = Command<
  'ApplyPromoCode',
  { cartId: string; code: string; discount: DiscountRecord | null }
>;
export type RemovePromoCode = Command<'RemovePromoCode', { cartId: string }>;

/**
 * Purchase: validate the form, price the cart and freeze it. `orderId` and `confirmationAlias` are minted by
 * the route; `discount` is the published record of the cart's promo code (null if none or gone).
 */
export type StartCheckout = Command<
  'StartCheckout',
  {
    cartId: string;
    orderId: string;
    confirmationAlias: string;
    idempotencyKey: string;
    requestHash: string;
    form: CheckoutOrderForm;
    discount: DiscountRecord | null;
    shippingRates: readonly ShippingRateRecord[];
    taxRecords: readonly TaxRecord[];
    /** The cart's products that cannot be ordered at the store's now (availability.ts): the checkout is refused. */
    unorderableProductIds?: readonly string[];
  }
>;
export type RecordPaymentAuthorization = Command<
  'RecordPaymentAuthorization',
  { cartId: string; orderId: string; payment: PaymentSummary }
>;
export type RecordPaymentDecline = Command<
  'RecordPaymentDecline',
  { cartId: string; orderId: string; reason: DeclineReason }
>;
/** After the order stream holds the placed order. */
export type CheckOutCart = Command<'CheckOutCart', { cartId: string; orderId: string }>;

export type CartItemCommand = AddCartItem | ChangeCartItemQuantity | EditCartItem | RemoveCartItem;
export type CartCheckoutCommand = StartCheckout | RecordPaymentAuthorization | RecordPaymentDecline | CheckOutCart;
export type CartCommand = CartItemCommand | ApplyPromoCode | RemovePromoCode | CartCheckoutCommand;
