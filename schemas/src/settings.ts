/**
 * The store's settings (back-office.md: Change Settings; store-and-portal.md: GET /api/store/GetSettings): the
 * splash pages, and for admins UAT mode and the seeded clock. They are a revision entity (`Settings`, one
 * entity `store`) like the catalogue: staff change them by publishing a new revision; the published one applies.
 */
import { type InferType, object } from 'yup';
import { feeField, isFeeCents } from './admin/checkoutRates.ts';
import { flag, list, text } from './fields.ts';
import { type Cents, centsOfDollars } from './money.ts';
import { canAccessAdminArea, type Role } from './roles.ts';
import { msg } from './texts/messages/index.ts';

export const storeSettingsId = 'store';

export type StoreSettingsRecord = Readonly<
  {
    settingId: string;
    enableB2CSplashPage: boolean;
    enableB2BSplashPage: boolean;
    /** Staff signed in see `uat` revisions in the store. */
    enableUAT: boolean;
    enableSeedClock: boolean;
    /** ISO date-time of the seeded clock, or null. */
    clockDateTime: string | null;
    /** Adding to the public cart is refused (with a message) while this is on. */
    disableShoppingCart: boolean;
    /** Staff addresses that receive every order confirmation mail as Bcc. */
    orderBccEmails: readonly string[];
    /**
     * SMTP settings: the From address of the order mails, or null for the server's default. The relay itself
     * (SMTP_URL, with its credentials) stays in the server's configuration: no secret is a setting.
     */
    orderSenderEmail: string | null;
  } & PortalFees
>;

/**
 * The portal's fee schedule (domain/src/portal/fees.ts): what every portal checkout charges per line, per order
 * and per shipment. Staff set it here; the portal quote reads the published settings.
 */
export type PortalFees = Readonly<{
  lineItemFeeCents: Cents;
  orderProcessingFeeCents: Cents;
  orderShipmentFeeCents: Cents;
}>;
export const portalFeeKeys = ['lineItemFeeCents', 'orderProcessingFeeCents', 'orderShipmentFeeCents'] as const;

/** Each fee's field of the settings form and update body, in dollars. */
export const portalFeeFields = {
  lineItemFeeCents: 'lineItemFee',
  orderProcessingFeeCents: 'orderProcessingFee',
  orderShipmentFeeCents: 'orderShipmentFee',
} as const satisfies Readonly<Record<(typeof portalFeeKeys)[number], string>>;

/** The fees while no settings set them (the amounts the store opened with). */
export const defaultPortalFees: PortalFees = {
  lineItemFeeCents: 150,
  orderProcessingFeeCents: 500,
  orderShipmentFeeCents: 750,
};

/** At most this many Bcc addresses (each mail goes to all of them). */
export const MAX_ORDER_BCC_EMAILS = 10;

/**
 * The store's notion of "now" for sale windows and availability: the seeded clock while it is enabled and set,
 * else the real time. Event timestamps never follow it.
 */
export const storeNowOf = (settings: StoreSettingsRecord, realNow: Date): Date =>
  settings.enableSeedClock && settings.clockDateTime !== null ? new Date(settings.clockDateTime) : realNow;

/** What applies when no settings are published: everything off. */
export const defaultStoreSettings: StoreSettingsRecord = {
  settingId: storeSettingsId,
  enableB2CSplashPage: false,
  enableB2BSplashPage: false,
  enableUAT: false,
  enableSeedClock: false,
  clockDateTime: null,
  disableShoppingCart: false,
  orderBccEmails: [],
  orderSenderEmail: null,
  ...defaultPortalFees,
};

/** GET /api/store/GetSettings. `admin` is all off for a visitor who is not an admin. */
export type StoreSettingsDto = Readonly<{
  enableB2CSplashPage: boolean;
  enableB2BSplashPage: boolean;
  isAdmin: boolean;
  /** The add-to-cart buttons say the cart is closed instead of adding. */
  disableShoppingCart: boolean;
  admin: Readonly<{ enableUAT: boolean; enableSeedClock: boolean; clockDateTime: string | null }>;
}>;

/**
 * Admins (the notices, the splash bypass, UAT mode): the staff roles that enter the admin area (back-office.md
 * section 6: LMG, SuperUser, Administrator; an Operator only orders on the portal, as the portal header has it).
 */
export const isSettingsAdmin = (role: Role | undefined): boolean => canAccessAdminArea(role, 'dashboard', 'b2c');

export const storeSettingsDto = (settings: StoreSettingsRecord, role: Role | undefined): StoreSettingsDto => {
  const isAdmin = isSettingsAdmin(role);
  return {
    enableB2CSplashPage: settings.enableB2CSplashPage,
    enableB2BSplashPage: settings.enableB2BSplashPage,
    isAdmin,
    disableShoppingCart: settings.disableShoppingCart,
    admin: isAdmin
      ? {
          enableUAT: settings.enableUAT,
          enableSeedClock: settings.enableSeedClock,
          clockDateTime: settings.clockDateTime,
        }
      : { enableUAT: false, enableSeedClock: false, clockDateTime: null },
  };
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A settings payload read back from an event (lenient: a missing flag is off), or null when it is not one. */
export const storeSettingsOf = (payload: unknown): StoreSettingsRecord | null => {
  if (!isObject(payload) || typeof payload.settingId !== 'string') return null;
  const flag = (key: string): boolean => payload[key] === true;
  const clock = payload.clockDateTime;
  return {
    settingId: payload.settingId,
    enableB2CSplashPage: flag('enableB2CSplashPage'),
    enableB2BSplashPage: flag('enableB2BSplashPage'),
    enableUAT: flag('enableUAT'),
    enableSeedClock: flag('enableSeedClock'),
    clockDateTime: typeof clock === 'string' && !Number.isNaN(Date.parse(clock)) ? clock : null,
    disableShoppingCart: flag('disableShoppingCart'),
    orderBccEmails: Array.isArray(payload.orderBccEmails)
      ? payload.orderBccEmails
          .filter((email): email is string => typeof email === 'string' && isEmail(email))
          .slice(0, MAX_ORDER_BCC_EMAILS)
      : [],
    orderSenderEmail:
      typeof payload.orderSenderEmail === 'string' && isEmail(payload.orderSenderEmail)
        ? payload.orderSenderEmail
        : null,
    ...feesOf(payload),
  };
};

/** Each fee of a payload when it is a valid one (an older payload has none: the default applies). */
const feesOf = (payload: Record<string, unknown>): PortalFees => {
  const fee = (key: (typeof portalFeeKeys)[number]): Cents => {
    const value = payload[key];
    return isFeeCents(value) ? value : defaultPortalFees[key];
  };
  return {
    lineItemFeeCents: fee('lineItemFeeCents'),
    orderProcessingFeeCents: fee('orderProcessingFeeCents'),
    orderShipmentFeeCents: fee('orderShipmentFeeCents'),
  };
};

const bccEmail = () => text(254).required(msg('validation.invalid')).email(msg('checkout.email.invalid'));

/** An address as the Bcc list keeps it (the same rule the update schema applies). */
const isEmail = (value: string): boolean => bccEmail().isValidSync(value);

const settingFlags = [
  'enableB2CSplashPage',
  'enableB2BSplashPage',
  'enableUAT',
  'enableSeedClock',
  'disableShoppingCart',
] as const;

/** An ISO date-time, or null / '' to clear the seeded clock. */
const clockField = () =>
  text(40)
    .nullable()
    .test(
      'dateTime',
      msg('validation.invalid'),
      (value) => value == null || value === '' || !Number.isNaN(Date.parse(value)),
    );

const settingsFields = {
  enableB2CSplashPage: flag().optional(),
  enableB2BSplashPage: flag().optional(),
  enableUAT: flag().optional(),
  enableSeedClock: flag().optional(),
  clockDateTime: clockField().optional(),
  disableShoppingCart: flag().optional(),
  /**
   * The whole list (replaces the current one); null or [] clears it. The admin form's textarea sends it as one
   * text, an address per line (or separated by commas).
   */
  orderBccEmails: list(bccEmail(), MAX_ORDER_BCC_EMAILS)
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? original.split(/[\s,;]+/).filter((email) => email !== '') : value,
    )
    .nullable()
    .default(undefined)
    .optional()
    // Declared, so the route fuzz (api/src/http/everyRoute.test.ts) does not count a text as a wrong type here.
    .meta({ acceptsText: true }),
  /** null or '' returns to the server's default sender. */
  orderSenderEmail: text(254).email(msg('checkout.email.invalid')).nullable().optional(),
  /** The portal's fees, typed in dollars (`1.50`, `1,50`); the record keeps their cents. */
  lineItemFee: feeField().optional(),
  orderProcessingFee: feeField().optional(),
  orderShipmentFee: feeField().optional(),
};

/**
 * The body of `PUT /api/Settings/Update/{id}`: the flags flat or as the GetSettings shape (`admin.enableUAT`, …);
 * a flag not given keeps its current value (`settingsUpdateOf`). A flag that is not a boolean, or a clock that is
 * not a date-time, is refused.
 */
export const settingsUpdateSchema = object({
  ...settingsFields,
  admin: object(settingsFields).default(undefined).optional(),
});
export type SettingsUpdateInput = InferType<typeof settingsUpdateSchema>;

/** The settings after an update: each value given (flat first, then under `admin`), else the current one. */
export const settingsUpdateOf = (
  input: SettingsUpdateInput,
  current: StoreSettingsRecord,
): Omit<StoreSettingsRecord, 'settingId'> => {
  const given = <K extends (typeof settingFlags)[number] | 'clockDateTime'>(key: K) =>
    input[key] !== undefined ? input[key] : input.admin?.[key];
  const flags = Object.fromEntries(settingFlags.map((key) => [key, given(key) ?? current[key]])) as Record<
    (typeof settingFlags)[number],
    boolean
  >;
  const bcc = input.orderBccEmails !== undefined ? input.orderBccEmails : input.admin?.orderBccEmails;
  const orderBccEmails =
    bcc === undefined ? current.orderBccEmails : [...new Set((bcc ?? []).map((email) => email.trim().toLowerCase()))];
  const sender = input.orderSenderEmail !== undefined ? input.orderSenderEmail : input.admin?.orderSenderEmail;
  const orderSenderEmail =
    sender === undefined ? current.orderSenderEmail : sender === null || sender === '' ? null : sender.toLowerCase();
  const clock = given('clockDateTime');
  const clockDateTime =
    clock === undefined ? current.clockDateTime : clock === null || clock === '' ? null : new Date(clock).toISOString();
  const fee = (key: (typeof portalFeeKeys)[number]): Cents => {
    const dollars = input[portalFeeFields[key]] ?? input.admin?.[portalFeeFields[key]];
    return dollars === undefined ? current[key] : centsOfDollars(dollars);
  };
  const fees: PortalFees = {
    lineItemFeeCents: fee('lineItemFeeCents'),
    orderProcessingFeeCents: fee('orderProcessingFeeCents'),
    orderShipmentFeeCents: fee('orderShipmentFeeCents'),
  };
  return { ...flags, clockDateTime, orderBccEmails, orderSenderEmail, ...fees };
};
