/**
 * The confirmation e-mail of an order, in the order's preferred language: subject, plain text and simple
 * HTML with what the confirmation page shows (number, date, lines, subtotal, discounts, shipping, taxes,
 * total, addresses, shipping method, payment). Money is CAD formatted per language (`$1,234.50`,
 * `1 234,50 $`); dates are the agency's (Ottawa) calendar dates. Everything interpolated into the HTML is
 * escaped: names and addresses are typed by shoppers.
 */
import type { Language } from '@parks/schemas/language';
import { htmlLang } from '@parks/schemas/language';
import type { Cents, Rate } from '@parks/schemas/money';
import { fullRate, moneyText } from '@parks/schemas/money';
import type { OrderLine, PostalAddress } from '@parks/schemas/orders';
import type { PlacedOrderData } from './order.ts';
import { fill, type MailTexts, mailTexts } from './texts.ts';

export type RenderedMail = Readonly<{
  language: Language;
  /** `en-CA` / `fr-CA`, for Content-Language. */
  locale: string;
  senderName: string;
  subject: string;
  text: string;
  html: string;
}>;

export type RenderOptions = Readonly<{
  /** Public address of the store (`https://store.example`); the mail links to the confirmation page when set. */
  storeUrl?: string;
  /** A portal order released for production (its confirmation says so). */
  released?: boolean;
}>;

const TIME_ZONE = 'America/Toronto';

export const formatMoney = (cents: Cents, language: Language): string => moneyText(cents, language);

const formatRate = (rate: Rate, language: Language): string =>
  new Intl.NumberFormat(htmlLang[language], { style: 'percent', maximumFractionDigits: 3 }).format(rate / fullRate);

export const formatDate = (iso: string, language: Language): string => {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang[language], {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : TIME_ZONE,
  }).format(date);
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Row = Readonly<{ label: string; amount: string }>;

const totalRows = (order: PlacedOrderData, t: MailTexts, language: Language): Row[] => {
  const { totals } = order;
  const money = (cents: Cents): string => formatMoney(cents, language);
  const rows: Row[] = [{ label: t.subtotal, amount: money(totals.subtotalCents) }];
  for (const discount of order.discounts) {
    rows.push({ label: `${t.discount} (${discount.code})`, amount: money(-discount.amountCents) });
  }
  if (order.discounts.length === 0 && totals.discountCents > 0) {
    rows.push({ label: t.discount, amount: money(-totals.discountCents) });
  }
  rows.push({ label: t.shipping, amount: money(totals.shippingCents) });
  for (const tax of totals.taxes) {
    rows.push({ label: `${t.taxes[tax.kind]} (${formatRate(tax.rate, language)})`, amount: money(tax.amountCents) });
  }
  if (totals.taxes.length === 0 && totals.taxCents > 0) {
    rows.push({ label: totals.taxName?.[language] ?? t.taxes.GST, amount: money(totals.taxCents) });
  }
  rows.push({ label: t.orderTotal, amount: money(totals.totalCents) });
  return rows;
};

const lineDetails = (line: OrderLine, t: MailTexts, language: Language): string[] => {
  const details: string[] = [];
  // The validity period is a sentence of its own ("Valid for 6 consecutive days"): no "Valid:" before it.
  if (line.validityPeriod) details.push(line.validityPeriod[language]);
  if (line.vessel) {
    const { lengthFeet, vesselId, vesselType } = line.vessel;
    const typeName = t.vesselTypes[vesselType] ?? vesselType;
    details.push(`${t.vessel}${t.colon}${vesselId}, ${lengthFeet} ${t.feet}, ${typeName}`);
  }
  return details;
};

const addressLines = (address: PostalAddress): string[] =>
  [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    address.address1,
    address.address2,
    [address.city, address.provinceState, address.postalCode].filter(Boolean).join(' '),
    address.country,
    address.phone1,
    address.email,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');

const confirmationUrl = (order: PlacedOrderData, options: RenderOptions): string | null =>
  options.storeUrl === undefined
    ? null
    : `${options.storeUrl.replace(/\/+$/, '')}/${order.preferredLanguage}/${order.confirmationAlias.replace(/^\/+/, '')}`;

const facts = (order: PlacedOrderData, t: MailTexts, language: Language): Row[] => {
  const rows: Row[] = [
    { label: t.orderNumber, amount: order.orderId },
    { label: t.orderDate, amount: formatDate(order.placedAt, language) },
  ];
  if (order.budgetCode) rows.push({ label: t.customerNumber, amount: order.budgetCode });
  if (order.poNumber) rows.push({ label: t.poNumber, amount: order.poNumber });
  return rows;
};

const paymentText = (order: PlacedOrderData, t: MailTexts, language: Language): string | null => {
  const { payment } = order;
  if (payment === null) return null;
  const card = fill(t.cardEnding, { brand: t.brands[payment.brand], last4: payment.last4 });
  return `${card} — ${t.amount}${t.colon}${formatMoney(payment.amountCents, language)}`;
};

const renderText = (order: PlacedOrderData, t: MailTexts, options: RenderOptions): string => {
  const language = order.preferredLanguage;
  const money = (cents: Cents): string => formatMoney(cents, language);
  const url = confirmationUrl(order, options);
  const payment = paymentText(order, t, language);
  const out: string[] = [
    fill(t.greeting, { name: order.billingAddress.firstName }),
    '',
    options.released ? t.releasedThanks : t.thanks,
    '',
    ...facts(order, t, language).map((row) => `${row.label}${t.colon}${row.amount}`),
    ...(url === null ? [] : [`${t.viewOrder}${t.colon}${url}`]),
    '',
    `${t.items}${t.colon.trimEnd()}`,
  ];
  for (const line of order.lines) {
    out.push(
      `- ${line.productName[language]} (${line.categoryName[language]})${t.colon}${line.quantity} × ${money(line.unitPriceCents)} = ${money(line.totalCents)}`,
    );
    for (const detail of lineDetails(line, t, language)) out.push(`  ${detail}`);
  }
  out.push('', ...totalRows(order, t, language).map((row) => `${row.label}${t.colon}${row.amount}`), '');
  out.push(`${t.shippingMethod}${t.colon}${t.shippingMethods[order.shippingMethod]}`);
  out.push(`${t.estimatedArrival}${t.colon}${formatDate(order.estimatedArrivalDate, language)}`, '');
  out.push(
    `${t.shippingAddress}${t.colon.trimEnd()}`,
    ...addressLines(order.shippingAddress).map((line) => `  ${line}`),
    '',
  );
  out.push(
    `${t.billingAddress}${t.colon.trimEnd()}`,
    ...addressLines(order.billingAddress).map((line) => `  ${line}`),
    '',
  );
  if (payment !== null) out.push(`${t.payment}${t.colon}${payment}`, '');
  out.push(t.help, '');
  return out.join('\n');
};

const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;';
const right = `${cell}text-align:right;`;

const renderHtml = (order: PlacedOrderData, t: MailTexts, options: RenderOptions): string => {
  const language = order.preferredLanguage;
  const e = escapeHtml;
  const money = (cents: Cents): string => e(formatMoney(cents, language));
  const url = confirmationUrl(order, options);
  const payment = paymentText(order, t, language);
  const rows = (list: Row[]): string =>
    list
      .map(
        (row) =>
          `<tr><th style="${cell}text-align:left;">${e(row.label)}</th><td style="${right}">${e(row.amount)}</td></tr>`,
      )
      .join('');
  const lines = order.lines
    .map((line) => {
      const details = lineDetails(line, t, language)
        .map((detail) => `<br><small>${e(detail)}</small>`)
        .join('');
      return `<tr><td style="${cell}">${e(line.productName[language])}<br><small>${e(line.categoryName[language])}</small>${details}</td><td style="${right}">${line.quantity}</td><td style="${right}">${money(line.unitPriceCents)}</td><td style="${right}">${money(line.totalCents)}</td></tr>`;
    })
    .join('');
  const address = (title: string, value: PostalAddress): string =>
    `<h3>${e(title)}</h3><p>${addressLines(value).map(e).join('<br>')}</p>`;
  return [
    `<!DOCTYPE html><html lang="${htmlLang[language]}"><head><meta charset="utf-8"><title>${e(fill(t.subject, { orderId: order.orderId }))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;">',
    `<p>${e(fill(t.greeting, { name: order.billingAddress.firstName }))}</p>`,
    `<p>${e(options.released ? t.releasedThanks : t.thanks)}</p>`,
    `<table style="border-collapse:collapse;">${rows(facts(order, t, language))}</table>`,
    url === null ? '' : `<p><a href="${e(url)}">${e(t.viewOrder)}</a></p>`,
    `<h3>${e(t.items)}</h3>`,
    '<table style="border-collapse:collapse;width:100%;">',
    `<tr><th style="${cell}text-align:left;">${e(t.product)}</th><th style="${right}">${e(t.quantity)}</th><th style="${right}">${e(t.unitPrice)}</th><th style="${right}">${e(t.lineTotal)}</th></tr>`,
    lines,
    '</table>',
    `<table style="border-collapse:collapse;margin-left:auto;">${rows(totalRows(order, t, language))}</table>`,
    `<p>${e(t.shippingMethod)}${e(t.colon)}${e(t.shippingMethods[order.shippingMethod])}<br>${e(t.estimatedArrival)}${e(t.colon)}${e(formatDate(order.estimatedArrivalDate, language))}</p>`,
    address(t.shippingAddress, order.shippingAddress),
    address(t.billingAddress, order.billingAddress),
    payment === null ? '' : `<h3>${e(t.payment)}</h3><p>${e(payment)}</p>`,
    `<p><small>${e(t.help)}</small></p>`,
    '</body></html>',
  ].join('\n');
};

export const renderConfirmationMail = (order: PlacedOrderData, options: RenderOptions = {}): RenderedMail => {
  const language = order.preferredLanguage;
  const t = mailTexts[language];
  return {
    language,
    locale: htmlLang[language],
    senderName: t.senderName,
    subject: fill(options.released ? t.released : t.subject, { orderId: order.orderId }),
    text: renderText(order, t, options),
    html: renderHtml(order, t, options),
  };
};
