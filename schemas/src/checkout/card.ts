/**
 * Card patterns by leading digits (store-and-portal.md section 4): the expected number of digits and of the
 * security code. Only what the spec states decides validity; the brand name is for the receipt and the
 * payment gateway. The card number and CVV never go further than the gateway call.
 */
export const cardBrands = ['amex', 'jcb', 'unionpay', 'visa', 'mastercard', 'discover', 'other'] as const;
export type CardBrand = (typeof cardBrands)[number];

export type CardPattern = Readonly<{ brand: CardBrand; length: number; cvvLength: 0 | 3 | 4 }>;

/** The digits of a typed card number (spaces and hyphens are separators). */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

const brandOfSixteenDigitCard = (digits: string): CardBrand => {
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (digits.startsWith('6011') || digits.startsWith('65') || (three >= 644 && three <= 649)) return 'discover';
  return 'other';
};

export const cardPattern = (input: string): CardPattern => {
  const digits = cardDigits(input);
  if (digits.startsWith('34') || digits.startsWith('37')) return { brand: 'amex', length: 15, cvvLength: 4 };
  if (digits.startsWith('2131') || digits.startsWith('1800')) return { brand: 'jcb', length: 15, cvvLength: 0 };
  if (digits.startsWith('35')) return { brand: 'jcb', length: 16, cvvLength: 0 };
  const three = Number(digits.slice(0, 3));
  if (digits.length >= 3 && three >= 620 && three <= 625) return { brand: 'unionpay', length: 19, cvvLength: 3 };
  return { brand: brandOfSixteenDigitCard(digits), length: 16, cvvLength: 3 };
};

/** Digits only, and exactly as many as the pattern of its leading digits asks for. */
export const isValidCardNumber = (input: string): boolean => {
  const digits = cardDigits(input);
  return /^\d+$/.test(digits) && digits.length === cardPattern(digits).length;
};

/** Cards starting with 2131, 1800 or 35 have no security code. */
export const requiresCvv = (cardNumber: string): boolean => cardPattern(cardNumber).cvvLength > 0;

export const isValidCvv = (cardNumber: string, cvv: string): boolean => {
  const { cvvLength } = cardPattern(cardNumber);
  return cvvLength === 0 || new RegExp(`^\\d{${cvvLength}}$`).test(cvv.trim());
};

export const lastFour = (cardNumber: string): string => cardDigits(cardNumber).slice(-4);

export type CardExpiry = Readonly<{ month: number; year: number }>;

/** Expiry as sent by the form: month/year, `MM/YY` or `MM/YYYY`. */
export const parseExpiry = (input: string): CardExpiry | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** A well-formed expiry, and (when `now` is given) not before the current month: a card is good to its month's end. */
export const isValidExpiry = (input: string, now?: string): boolean => {
  const expiry = parseExpiry(input);
  if (!expiry) return false;
  if (now === undefined) return true;
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
};
