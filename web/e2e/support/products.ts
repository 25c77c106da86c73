/**
 * A public-store product's values as the product form sends them, for a test that makes one through the API: a
 * pass of the Discovery category named `{name} pass` / `Laissez-passer {name}`, orderable; its images, sample and
 * notices left out, so the form's defaults (none) apply.
 */
export const passValues = (name: string, sku: string, displayOrder: number) => ({
  name_EN: `${name} pass`,
  name_FR: `Laissez-passer ${name}`,
  shortDescription_EN: 'For one visitor.',
  shortDescription_FR: 'Pour un visiteur.',
  sku,
  categoryId: 'cat-discovery',
  vesselTypes: null,
  validityPeriod_EN: '',
  validityPeriod_FR: '',
  displayOrder,
  orderable: true,
});
