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
 *
 * The one exception the settings make (issue #24): while the API settings hold an analytics tag id, the pages (HTML
 * responses, which is where a policy on scripts applies) also allow the tag's own origin for scripts, fetches and
 * images, and nothing else. Without a tag id every response keeps the policy above unchanged.
 */
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';

const policyDirectives: Readonly<Record<string, readonly string[]>> = {
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
};

/** The directives the analytics tag needs its origin in. */
const analyticsDirectives = new Set(['script-src', 'connect-src', 'img-src']);

const policyText = (extraOrigin: string | null): string =>
  Object.entries(policyDirectives)
    .map(([directive, sources]) => {
      const all = extraOrigin !== null && analyticsDirectives.has(directive) ? [...sources, extraOrigin] : sources;
      return `${directive} ${all.join(' ')}`;
    })
    .join('; ');

const contentSecurityPolicy = policyText(null);

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
export const securityHeaders = (
  options: Readonly<{
    /** The origin the analytics tag loads from, read when a page is answered; null without a tag. */
    analyticsOrigin?: () => Promise<string | null>;
  }> = {},
): Middleware<AppState> =>
  async function securityHeaders(ctx, next) {
    for (const [name, value] of securityHeadersList) ctx.res.setHeader(name, value);
    await next();
    if (ctx.headerSent) return;
    for (const [name, value] of securityHeadersList) {
      if (ctx.res.getHeader(name) !== value) ctx.res.setHeader(name, value);
    }
    if (options.analyticsOrigin !== undefined && ctx.response.is('html') !== false) {
      // A failure to read the settings keeps the strict policy: the page still works, only without analytics.
      const origin = await options.analyticsOrigin().catch(() => null);
      if (origin !== null) ctx.res.setHeader('Content-Security-Policy', policyText(origin));
    }
  };
