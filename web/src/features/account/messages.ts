import type { Language } from '@parks/schemas/language';
import { isMessageKey, translate } from '@parks/schemas/messages/index';

/** The text of a `{code, message}` answer in the page language (the server's text when the code is unknown). */
export const textOfMessage = (answer: unknown, lng: Language): string => {
  const { code, message } = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (isMessageKey(code)) return translate(lng, code);
  return typeof message === 'string' ? message : '';
};
