import type { PortalCheckoutDto, PortalCheckoutFormInput } from '@parks/schemas/portal';

/** The checkout's form values between the checkout and review pages (this tab only). */
const storageKey = 'portalCheckoutForm';

const selected = (list: readonly Readonly<{ id: string; isSelected: boolean }>[]): string | null =>
  list.find((choice) => choice.isSelected)?.id ?? null;

const addressFields = [
  'firstName',
  'lastName',
  'companyName',
  'address1',
  'address2',
  'city',
  'provinceState',
  'country',
  'postalCode',
  'phone1',
  'email1',
  'email2',
] as const;

/** The cleaned form values the server recomputes from: the DTO's current values, then the changes. */
export const formOf = (
  dto: PortalCheckoutDto | undefined,
  changes: Partial<PortalCheckoutFormInput>,
): PortalCheckoutFormInput => {
  const base: PortalCheckoutFormInput = {
    addressId: dto?.addressId ?? null,
    firstName: dto?.firstName ?? '',
    lastName: dto?.lastName ?? '',
    companyName: dto?.companyName ?? '',
    address1: dto?.address1 ?? '',
    address2: dto?.address2 ?? '',
    city: dto?.city ?? '',
    provinceState: dto?.provinceState ?? '',
    country: dto?.country ?? '',
    postalCode: dto?.postalCode ?? '',
    phone1: dto?.phone1 ?? '',
    email1: dto?.email1 ?? '',
    email2: dto?.email2 ?? '',
    shippingMethod: dto ? selected(dto.shippingMethods) : null,
    shippingOption: dto ? selected(dto.shippingOptions) : null,
    budgetCode: dto?.budgetCode ?? (dto ? selected(dto.budgetCodes) : null),
    poNumber: dto?.poNumber ?? '',
  };
  const merged = { ...base, ...changes };
  // An address from the book: its fields are the book's (the server fills them), not the previous address's.
  if (merged.addressId) {
    for (const field of addressFields) merged[field] = '';
  }
  return Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as PortalCheckoutFormInput;
};

export const saveForm = (form: PortalCheckoutFormInput): void => {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(form));
  } catch {
    // storage disabled: the review page sends the user back to the checkout
  }
};

export const loadForm = (): PortalCheckoutFormInput | null => {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as PortalCheckoutFormInput) : null;
  } catch {
    return null;
  }
};

export const clearForm = (): void => {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // nothing kept
  }
};
