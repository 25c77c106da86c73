/**
 * The public store's catalogue and content (spec §7): settings, content by name, type by URL alias, home
 * content, the menu, categories, a category page, search, and the URL alias list. Read-only: each answers from the
 * read models, prices computed at the store clock's `now`, in the view of the caller (published; `uat` for staff
 * in UAT mode). Catalogue texts come in both languages
 * (`{ en, fr }`); the web picks its own. Search matches and answers in one language (`?lng=`, else
 * Accept-Language).
 */
import Router from '@koa/router';
import { publishedApiRecord } from '@parks/infra/settings/serviceSettings';
import { catalogReader } from '@parks/projections/store/catalog';
import { categoryList, findCategory, storeMenu } from '@parks/projections/store/catalogView';
import { contentByName } from '@parks/projections/store/content';
import { homeContent } from '@parks/projections/store/home';
import { type SearchAnswer, storeSearchReader } from '@parks/projections/store/search';
import { currentSettings } from '@parks/projections/store/settings';
import { resolveUrlAlias, urlAliasList } from '@parks/projections/store/urlAliases';
import type { AnalyticsSettingsDto } from '@parks/schemas/analytics';
import { storeSettingsDto } from '@parks/schemas/settings';
import type {
  CategoryDto,
  ContentPageDto,
  HomeContentDto,
  MenuItemDto,
  UrlAliasDto,
  UrlAliasListItemDto,
} from '@parks/schemas/store/dtos';
import { storeSearchQuerySchema } from '@parks/schemas/store/searchQuery';
import type { ParameterizedContext } from 'koa';
import type { CommandDeps, ReadDeps } from '../deps.ts';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import { storeClock } from '../settings/storeClock.ts';
import { storeViewOf } from '../settings/storeView.ts';
import type { AppState } from '../state.ts';
import { categoryPageBodies, searchBodies } from './bodies.ts';
import { languageOf, publicStoreOnly, storeCodeOf } from './input.ts';
import { storeCollections } from './readModels.ts';

const notFound = (): ProblemError => new ProblemError(404, 'resource.notFound');

/** What the store's routes need: its read models and the store's clock (query-time prices). */
export type StoreRouteDeps = ReadDeps & Pick<CommandDeps, 'clock' | 'eventStore'>;

export const storeRoutes = (deps: StoreRouteDeps) => {
  const collections = storeCollections(deps.projections);
  // The store's now: the seeded clock while the settings enable it (settings/storeClock.ts).
  const clock = storeClock(collections, deps.clock);
  const now = async (): Promise<string> => (await clock.now()).toISOString();
  // Published for shoppers; the `uat` revisions for staff while UAT mode is on (settings/storeView.ts).
  const viewOf = storeViewOf(collections);
  /** The store asked for and what of it the caller may see, as the content and alias lookups take them. */
  const storeAndView = async (ctx: ParameterizedContext<AppState>) => ({
    storeCode: storeCodeOf(ctx),
    view: await viewOf(ctx),
  });
  // Snapshots, answers and their JSON kept until their read models change (prices are still worked out at
  // `now` on every request: see bodies.ts).
  const readCatalog = catalogReader();
  const searchStore = storeSearchReader();
  const pageBodies = categoryPageBodies();
  const answerBodies = searchBodies<SearchAnswer>();

  /**
   * GET /api/store/GetAnalytics: the analytics tag of the API settings (issue #24), for the web to load it only when
   * one is set; the tag id alone, nothing about the visitor.
   */
  const getAnalytics = async (ctx: ParameterizedContext<AppState>): Promise<void> => {
    const api = await publishedApiRecord(deps.eventStore);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { tagId: api?.analyticsTagId ?? null } satisfies AnalyticsSettingsDto;
  };

  return new Router<AppState>({ prefix: '/store' })
    .get('/GetAnalytics', getAnalytics)
    .get('/GetSettings', async (ctx) => {
      const settings = await currentSettings(collections.settings());
      if (ctx.state.user !== undefined) ctx.set('Cache-Control', 'no-store');
      ctx.body = storeSettingsDto(settings, ctx.state.user?.role);
    })
    .get('/GetContentByName/:name', async (ctx) => {
      const where = await storeAndView(ctx);
      const page = await contentByName(collections.content(), ctx.params.name ?? '', where);
      if (page === null) throw notFound();
      ctx.body = page satisfies ContentPageDto;
    })
    .get('/GetTypeByUrlAlias/:alias', async (ctx) => {
      const where = await storeAndView(ctx);
      const resolved = await resolveUrlAlias(collections.aliases(), ctx.params.alias ?? '', where);
      if (resolved === null) throw notFound();
      ctx.body = resolved satisfies UrlAliasDto;
    })
    .get('/GetUrlAliases', async (ctx) => {
      const where = await storeAndView(ctx);
      ctx.body = (await urlAliasList(collections.aliases(), where)) satisfies readonly UrlAliasListItemDto[];
    })
    .get('/GetHomeContent', async (ctx) => {
      publicStoreOnly(storeCodeOf(ctx));
      ctx.body = (await homeContent(
        { catalog: collections.catalog(), content: collections.content(), banners: collections.banners() },
        { view: await viewOf(ctx), now: await now() },
        readCatalog,
      )) satisfies HomeContentDto;
    })
    .get('/GetMenu', async (ctx) => {
      publicStoreOnly(storeCodeOf(ctx));
      const snapshot = await readCatalog(collections.catalog(), await viewOf(ctx));
      ctx.body = storeMenu(snapshot) satisfies readonly MenuItemDto[];
    })
    .get('/GetCategories', async (ctx) => {
      publicStoreOnly(storeCodeOf(ctx));
      const snapshot = await readCatalog(collections.catalog(), await viewOf(ctx));
      ctx.body = categoryList(snapshot, await now()) satisfies readonly CategoryDto[];
    })
    .get('/GetCategory/:type{/:id}', async (ctx) => {
      publicStoreOnly(storeCodeOf(ctx));
      const snapshot = await readCatalog(collections.catalog(), await viewOf(ctx));
      const category = findCategory(snapshot, ctx.params.type ?? '', ctx.params.id);
      if (category === null) throw notFound();
      ctx.type = 'json';
      ctx.body = pageBodies(snapshot, category, await now());
    })
    .get('/search', validate({ query: storeSearchQuerySchema }, { pureQuery: true }), async (ctx) => {
      publicStoreOnly(storeCodeOf(ctx));
      const { search, text, page, pageSize } = ctx.state.input.query;
      const query = { search: search ?? text ?? '', page, pageSize };
      const language = languageOf(ctx);
      const answer = await searchStore(
        { search: collections.search(), aliases: collections.aliases() },
        {
          text: query.search,
          language,
          view: await viewOf(ctx),
          skip: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        },
      );
      ctx.type = 'json';
      ctx.body = answerBodies(answer, { ...query, language });
    });
};
