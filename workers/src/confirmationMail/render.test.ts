import { describe, expect, it } from 'vitest';
import { escapeHtml, formatMoney, renderConfirmationMail } from './render.ts';
import { placedData } from './testing/orders.ts';

// The fixture: one Discovery Pass 72.50, express shipping 15.00, HST 13% 11.38, total 98.88, paid by Visa 1111.

describe('an order placed in French', () => {
  const mail = renderConfirmationMail(placedData('ord-2001', { language: 'fr' }));

  it('is confirmed in French, with CAD amounts written the French way', () => {
    expect(mail.language).toBe('fr');
    expect(mail.locale).toBe('fr-CA');
    expect(mail.senderName).toBe('Boutique des parcs');
    expect(mail.subject).toBe('Confirmation de la commande ord-2001');
    expect(mail.text).toContain('Bonjour Anne,');
    expect(mail.text).toContain('Numéro de commande\u00a0: ord-2001');
    expect(mail.text).toContain('Date de la commande\u00a0: 21 novembre 2026');
    expect(mail.text).toMatch(/Sous-total\s: 72,50\s\$/u);
    expect(mail.text).toMatch(/Livraison\s: 15,00\s\$/u);
    expect(mail.text).toMatch(/TVH \(13\s%\)\s: 11,38\s\$/u);
    expect(mail.text).toMatch(/Total de la commande\s: 98,88\s\$/u);
    expect(mail.text).toContain('Livraison express');
    expect(mail.text).toContain('Visa se terminant par 1111');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toMatch(/98,88\s\$/u);
  });
});

describe('an order placed in English', () => {
  const mail = renderConfirmationMail(placedData('ord-2002', { language: 'en' }), {
    storeUrl: 'https://store.parks.example/',
  });

  it('is confirmed in English, with every line, the totals and the taxes', () => {
    expect(mail.subject).toBe('Order confirmation ord-2002');
    expect(mail.text).toContain('Order date: November 21, 2026');
    expect(mail.text).toMatch(/× \$72\.50 = \$72\.50/);
    expect(mail.text).toContain('Subtotal: $72.50');
    expect(mail.text).toContain('Shipping: $15.00');
    expect(mail.text).toContain('HST (13%): $11.38');
    expect(mail.text).toContain('Order total: $98.88');
    expect(mail.text).toContain('Visa ending in 1111');
    expect(mail.text).toContain('Estimated arrival: November 24, 2026');
    expect(mail.html).toContain(
      '<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right;">$98.88</td>',
    );
  });

  it('links to the confirmation page of its language', () => {
    expect(mail.text).toContain('View your order: https://store.parks.example/en/confirmation/ord-2002');
    expect(mail.html).toContain('href="https://store.parks.example/en/confirmation/ord-2002"');
  });
});

describe('a portal order released for production', () => {
  it('says so, with the customer and PO numbers, and no card', () => {
    const mail = renderConfirmationMail(placedData('ord-2003', { storeCode: 'b2b', language: 'en' }), {
      released: true,
    });
    expect(mail.subject).toBe('Your order ord-2003 is in production');
    expect(mail.text).toContain('released for production');
    expect(mail.text).toContain('CPC Customer Number: CPC-123');
    expect(mail.text).toContain('PO number: PO-77');
    expect(mail.text).not.toContain('ending in');
  });
});

describe('what shoppers typed', () => {
  it('is escaped in the HTML', () => {
    const order = placedData('ord-2004', { language: 'en' });
    const mail = renderConfirmationMail({
      ...order,
      shippingAddress: { ...order.shippingAddress, address1: '<img src=x onerror=alert(1)> & "Co"' },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> & "Co"');
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('money', () => {
  it('is CAD without the CA prefix, per language', () => {
    expect(formatMoney(123_450, 'en')).toBe('$1,234.50');
    expect(formatMoney(123_450, 'fr')).toMatch(/^1\s234,50\s\$$/u);
    expect(formatMoney(-1_200, 'en')).toBe('-$12.00');
  });
});

describe('defect 14: a permit line and a pass line', () => {
  const withLines = (language: 'en' | 'fr') => {
    const order = placedData('ord-2014', { language });
    const [line] = order.lines;
    if (!line) throw new Error('the fixture has a line');
    return renderConfirmationMail({
      ...order,
      lines: [
        { ...line, validityPeriod: { en: 'Valid for 6 consecutive days', fr: 'Valide pendant 6 jours consécutifs' } },
        {
          ...line,
          validityPeriod: null,
          vessel: { lengthFeet: 20, chargedLengthFeet: 20, vesselId: 'Sea Breeze', vesselType: 'sail' },
        },
      ],
    });
  };

  it('names the vessel type, not its code, in English and in French', () => {
    expect(withLines('en').text).toContain('Vessel: Sea Breeze, 20 ft, Sailboat');
    expect(withLines('en').text).not.toContain(', sail');
    expect(withLines('fr').text).toContain('Embarcation\u00a0: Sea Breeze, 20 pi, Voilier');
  });

  it('writes the validity period once, without a label repeating it', () => {
    expect(withLines('en').text).toContain('Valid for 6 consecutive days');
    expect(withLines('en').text).not.toContain('Valid: Valid');
    expect(withLines('fr').text).not.toContain('Validité');
  });

  it('gives the customer service phone number and e-mail address', () => {
    expect(withLines('en').text).toContain('1-800-203-7982');
    expect(withLines('en').text).toMatch(/write to [\w.-]+@[\w.-]+\.\w+/);
  });
});
