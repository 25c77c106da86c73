import type { Language } from '../../language.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

/**
 * The one message catalogue of the store: yup schemas and domain errors carry these keys, the API answers
 * them in the `Accept-Language` language, and the web renders them with the same texts.
 */
export type MessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;

export const messages: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, fr };

export const messageKeys = Object.keys(en) as readonly MessageKey[];

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en, value);

/** Types a literal as a catalogue key at compile time: `msg('promo.required')`. */
export const msg = <K extends MessageKey>(key: K): K => key;

/** Values used when the caller gives none, such as the example address of `checkout.email.invalid`. */
export const defaultParams: Readonly<Record<Language, MessageParams>> = {
  en: { email: 'name@example.com' },
  fr: { email: 'nom@exemple.ca' },
};

/** The placeholders (`{name}`) of a text, in order of appearance. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/**
 * The text of `key` in `language`, placeholders filled from `params` then from `defaultParams`.
 * An unknown key is returned as is (a server sending a newer key still shows something readable).
 */
export const translate = (language: Language, key: string, params: MessageParams = {}): string => {
  const text = isMessageKey(key) ? messages[language][key] : key;
  const values = { ...defaultParams[language], ...params };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
};

/** `Error {count}: {message}` in the page language: the numbered lines of the checkout and boating forms. */
export const numbered = (language: Language, count: number, key: string, params: MessageParams = {}): string =>
  translate(language, 'form.errorNumbered', { count, message: translate(language, key, params) });
