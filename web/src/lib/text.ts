import type { Localized } from '@parks/schemas/catalog';
import { isLanguage, type Language } from '@parks/schemas/language';
import { useParams } from 'react-router-dom';

/**
 * A text from the API: read models hold both languages (`{ en, fr }`); an endpoint may also answer a plain
 * string already in the Accept-Language language. Screens read either through `textOf`.
 */
export type Text = string | Localized;

export const textOf = (text: Text | null | undefined, lng: Language): string =>
  text === null || text === undefined ? '' : typeof text === 'string' ? text : text[lng];

/** The page language: the first path segment, English when it is not a language. */
export const useLanguage = (): Language => {
  const { lng } = useParams();
  return isLanguage(lng) ? lng : 'en';
};

/** Document language of a store language. */
export const localeOf = (lng: Language): string => (lng === 'fr' ? 'fr-CA' : 'en-CA');

/**
 * A message shown on its own as a sentence: its first letter a capital. The spec's checkout messages are written
 * to follow 'Error 2: ' in the summary ('first name cannot be empty'); under their field they stand alone.
 */
export const asSentence = (message: string): string =>
  message === '' ? message : `${message.charAt(0).toLocaleUpperCase()}${message.slice(1)}`;
