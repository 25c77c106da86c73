import { htmlLang, type Language } from '@parks/schemas/language';
import type { TFunction } from 'i18next';

/**
 * Display labels shared by the screens, from the `common` locale files: one mapping per code so that the side
 * panel, cart, checkout summary, confirmation and receipt say the same thing.
 */

/** A vessel type code of a permit line (`sail`) as its name (Sailboat, Voilier); an unknown code as itself. */
export const vesselTypeLabel = (t: TFunction, code: string): string =>
  t(`vessel.types.${code}`, { defaultValue: code });

/** A line's vessel in a few words: `24 ft · ON 1234 · Sailboat`. */
export const vesselSummary = (
  t: TFunction,
  vessel: Readonly<{ lengthFeet: number; vesselId: string; vesselType: string }>,
): string =>
  `${t('vessel.feet', { count: vessel.lengthFeet })} · ${vessel.vesselId} · ${vesselTypeLabel(t, vessel.vesselType)}`;

/** A label followed by its colon in the page language: `Total:` in English, `Total :` (no-break space) in French. */
export const withColon = (t: TFunction, label: string): string => t('format.colon', { label });

/**
 * A product dimension of the catalogue (`8.5 in`) in the page language: `8.5 in`, `8,5 po`. A value in another
 * form is shown as it is.
 */
export const dimensionLabel = (t: TFunction, value: string, lng: Language): string => {
  const inches = /^(\d+(?:\.\d+)?)\s*in$/.exec(value.trim());
  if (!inches) return value;
  return t('format.inches', { value: new Intl.NumberFormat(htmlLang[lng]).format(Number(inches[1])) });
};
