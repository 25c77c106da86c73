/**
 * The analytics tag (issue #24): loaded once, and only with a tag id; each page view carries the path alone.
 */
import { describe, expect, it } from 'vitest';
import { createAnalytics, pageViewPath } from './analytics.ts';

const page = (tagId: string | null) => {
  const scripts: string[] = [];
  const layer: unknown[] = [];
  let asked = 0;
  const analytics = createAnalytics({
    tagId: async () => {
      asked += 1;
      return tagId;
    },
    addScript: (src) => scripts.push(src),
    dataLayer: () => layer,
    origin: 'https://store.parks.example',
  });
  // Each entry is an Arguments object, as gtag.js wants them: read back as arrays.
  const commands = () => layer.map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { analytics, scripts, commands, asked: () => asked };
};

describe('the analytics tag', () => {
  it('loads nothing and sends nothing without a tag id', async () => {
    const { analytics, scripts, commands } = page(null);
    await analytics.pageView('/en/cart');
    expect(await analytics.load()).toBeNull();
    expect(scripts).toEqual([]);
    expect(commands()).toEqual([]);
  });

  it('refuses a tag id that is not a Google tag', async () => {
    const { analytics, scripts } = page('"><script>');
    await analytics.pageView('/en/');
    expect(scripts).toEqual([]);
  });

  it('adds the script once, then a page view per route with the path only', async () => {
    const { analytics, scripts, commands, asked } = page('G-TEST12345');
    await analytics.pageView('/en/admin/b2c/orders');
    await analytics.pageView('/fr/recherche/carte?search=jane.doe@example.com#top');
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']);
    expect(asked()).toBe(1);
    const sent = commands();
    expect(sent[1]).toEqual([
      'config',
      'G-TEST12345',
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(sent.slice(2)).toEqual([
      [
        'event',
        'page_view',
        { page_path: '/en/admin/b2c/orders', page_location: 'https://store.parks.example/en/admin/b2c/orders' },
      ],
      [
        'event',
        'page_view',
        { page_path: '/fr/recherche/carte', page_location: 'https://store.parks.example/fr/recherche/carte' },
      ],
    ]);
    expect(JSON.stringify(sent)).not.toContain('jane.doe');
  });

  it('keeps the path of a location without its query or hash', () => {
    expect(pageViewPath('/en/orders?id=1')).toBe('/en/orders');
    expect(pageViewPath('/en/page#x')).toBe('/en/page');
    expect(pageViewPath('')).toBe('/');
  });
});
