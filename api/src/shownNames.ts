/**
 * What a staff screen shows for the ids it holds (issue 23, "no raw internals on a staff screen"): a person by their
 * name and role (a staff user or a portal user), a guest as "Guest — e-mail", the workers as "System"; a product by
 * its SKU and name. Read through the typed read side (the accounts' and the revisions' queries), once per answer.
 */
import { productEntryOf } from '@parks/domain/catalog/product';
import { accountUserQueries } from '@parks/projections/accounts/userQueries';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { ReadSide } from '@parks/projections/runtime/readModel';
import type { Language } from '@parks/schemas/language';
import { roleNames } from '@parks/schemas/texts/roleNames';
import { codeNames } from '@parks/schemas/texts/screens/names';

/** A guest session's id (api/src/session/guestSessions.ts) and the workers' and the seed's actors. */
const isGuestId = (userId: string): boolean => userId.startsWith('guest-');
const isSystemId = (userId: string): boolean => userId === 'system' || userId.startsWith('system-');

/** "Guest — e-mail" (or "Guest" when the e-mail is not known) in the language. */
export const guestName = (language: Language, email: string | null): string => {
  const guest = codeNames[language]['person.guest'];
  return email === null || email === '' ? guest : `${guest} — ${email}`;
};

export type PersonName = Readonly<{ name: string; role: string | null }>;

/**
 * The people of these user ids: a user's first and last names (else the username) and role name, a guest's
 * "Guest — e-mail" (`guestEmail`: the order's, when the screen is about one), "System" for the workers; an id it
 * cannot name is kept.
 */
export const peopleNames = async (
  projections: ReadSide,
  language: Language,
  userIds: readonly (string | null)[],
  guestEmail: string | null = null,
): Promise<(userId: string) => PersonName> => {
  const ids = userIds.filter((id): id is string => id !== null && !isGuestId(id) && !isSystemId(id));
  const people = await accountUserQueries(projections).peopleOf(ids);
  return (userId) => {
    if (isGuestId(userId)) return { name: guestName(language, guestEmail), role: null };
    if (isSystemId(userId)) return { name: codeNames[language]['person.system'], role: null };
    const person = people.get(userId);
    if (person === undefined) return { name: userId, role: null };
    const full = `${person.firstName} ${person.lastName}`.trim();
    return { name: full === '' ? person.username : full, role: roleNames[language][person.role] };
  };
};

/** "Name (Role)", or the name alone when the person has no role (a guest, the system). */
export const personText = ({ name, role }: PersonName): string => (role === null ? name : `${name} (${role})`);

/** The people of these ids as "Name (Role)" texts. */
export const peopleTexts = async (
  projections: ReadSide,
  language: Language,
  userIds: readonly (string | null)[],
  guestEmail: string | null = null,
): Promise<(userId: string | null) => string | null> => {
  const nameOf = await peopleNames(projections, language, userIds, guestEmail);
  return (userId) => (userId === null ? null : personText(nameOf(userId)));
};

export type ProductName = Readonly<{ sku: string | null; name: string }>;

/** The products of these ids by their latest revision: SKU and name in the language (an unknown id is left out). */
export const productNames = async (
  projections: ReadSide,
  language: Language,
  productIds: readonly string[],
): Promise<Map<string, ProductName>> => {
  const docs = await adminRevisionQueries(projections).productsById(productIds);
  return new Map(
    docs.flatMap((doc) => {
      const product = productEntryOf(doc.latest.payload);
      return product === null ? [] : [[doc.entityId, { sku: product.sku, name: product.name[language] }] as const];
    }),
  );
};

/** "SKU — name" (or the name when it has no SKU). */
export const productText = ({ sku, name }: ProductName): string =>
  sku === null || sku === '' ? name : `${sku} — ${name}`;

/**
 * A line's SKU as staff read it: a public order's lines carry no SKU of their own, so the order and its refunds hold
 * the product's id there (domain/src/refunds/calculator.ts); it becomes that product's SKU (else its name).
 */
export const lineSkus = async (
  projections: ReadSide,
  language: Language,
  productIds: readonly string[],
): Promise<(sku: string) => string> => {
  const products = await productNames(projections, language, productIds);
  return (sku) => {
    const product = products.get(sku);
    return product === undefined ? sku : product.sku === null || product.sku === '' ? product.name : product.sku;
  };
};

/** The refunds with each line's SKU as staff read it. */
export const withLineSkus = <R extends Readonly<{ lines: readonly Readonly<{ sku: string }>[] }>>(
  refunds: readonly R[],
  skuOf: (sku: string) => string,
): R[] =>
  refunds.map((refund) => ({ ...refund, lines: refund.lines.map((line) => ({ ...line, sku: skuOf(line.sku) })) }));
