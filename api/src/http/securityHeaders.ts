/**
 * Headers every response gets (HTML, JSON, files, errors): no MIME sniffing, no framing, a conservative referrer
 * policy, and a strict Content-Security-Policy, because the back office edits HTML and uploads images that
 * other people's browsers then render:
 * - scripts only from our own origin, never inline, never eval (the built app has no inline script);
 * - styles from our origin, plus inline styles: the Government of Canada design-system web components inject
 *   <style> elements. A style cannot run code, so this is the one exception;
 * - images and fonts from us, or data:/blob: URLs (uploaded previews, inlined icons); fetches to us only;
 * - no plugins, no <base> elsewhere, forms post to us only, and nobody may frame a page of ours.
 * Permissions-Policy turns off the device features the store never uses, so injected markup cannot ask for them;
 * the cross-origin policies keep other sites' windows and pages from reaching ours or embedding our responses.
 */
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';

const contentSecurityPolicy = Object.entries({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
})
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** Features browsers know (an unknown name only earns a console warning), every one off: `name=()`. */
const disabledFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const securityHeadersValues: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Permissions-Policy': disabledFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const securityHeadersList = Object.entries(securityHeadersValues);

/**
 * Mounted above problemDetails: a problem response drops the headers set before the failure, so they are set
 * again once everything below has answered (before is for a response that starts streaming early). Only those
 * that differ are set again: setting a header checks its name and value, and most responses still hold all seven.
 */
export const securityHeaders = (): Middleware<AppState> =>
  async function securityHeaders(ctx, next) {
    for (const [name, value] of securityHeadersList) ctx.res.setHeader(name, value);
    await next();
    if (ctx.headerSent) return;
    for (const [name, value] of securityHeadersList) {
      if (ctx.res.getHeader(name) !== value) ctx.res.setHeader(name, value);
    }
  };
