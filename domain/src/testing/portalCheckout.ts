/** A portal user's delivery address, as the portal checkout form takes it (API and browser tests alike). */
export const portalOrderAddress = {
  firstName: 'Paula',
  lastName: 'Martin',
  companyName: 'Parks Partner Inc.',
  address1: '30 Victoria St',
  city: 'Gatineau',
  provinceState: 'QC',
  country: 'CA',
  postalCode: 'J8X 0B3',
  phone1: '(819) 555-0100',
  email1: 'portal@partner.example',
} as const;

/** The checkout form of `portalOrderAddress`, shipped standard and complete; the customer number is the caller's. */
export const portalCheckoutForm = {
  ...portalOrderAddress,
  shippingMethod: 'standard',
  shippingOption: 'shipComplete',
} as const;
