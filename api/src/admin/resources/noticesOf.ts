/**
 * `GET /api/Notices/GetAllById/{id}?storeCode=&type=product|category&page=&search=` (back-office.md §7): the notices
 * of one product or category, as its latest revision holds them (a product's and a category's notices are part of
 * their payload, edited with the notice widget of their form), drawn as a list of the Notices family. For the
 * Notices family's roles; a product or category of another store, or none, is a 404.
 */
import type Router from '@koa/router';
import { listedNoticesOf } from '@parks/domain/catalog/notice';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import { noticesScreen } from '@parks/schemas/admin/families/notices/texts';
import { noticesOfQuerySchema } from '@parks/schemas/admin/requests';
import type { Language } from '@parks/schemas/language';
import { validate } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import { tableAnswer } from '../forms.ts';
import { recordNotFound } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { findPage } from '../revisionResource.ts';

const captions: Readonly<Record<Language, Readonly<Record<string, string>>>> = noticesScreen;

type NoticeRow = Readonly<{ noticeIndex: number; text: string; location: string; type: string }>;

/** The notices of a payload, in the language asked (a payload without notices has none). */
const noticeRows = (payload: unknown, language: Language): NoticeRow[] =>
  listedNoticesOf(payload).notices.map((notice, noticeIndex) => ({
    noticeIndex,
    text: notice.text[language],
    location: notice.location,
    type: notice.type,
  }));

export const noticesOfRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> =>
  adminFamilyRouter(resource).get(
    '/GetAllById/:id',
    validate({ params: { id: 'admin.record.notFound' }, query: noticesOfQuerySchema }),
    async (ctx) => {
      const { params, query } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const entityType = query.type === 'category' ? 'Category' : 'Product';
      const doc = await adminRevisionQueries(deps.projections).byId(entityType, params.id);
      if (doc === null || doc.storeCode !== call.storeCode) throw recordNotFound();
      const search = query.search.toLowerCase();
      const found = noticeRows(doc.latest.payload, call.language).filter(
        (row) => search === '' || row.text.toLowerCase().includes(search),
      );
      const { docs: rows, more } = await findPage(query.page, async ({ skip, limit }) =>
        limit === 0 ? found : found.slice(skip, skip + limit),
      );
      const t = captions[call.language];
      const answer = tableAnswer(query, {
        title: t.title ?? '',
        columns: [
          { name: 'noticeIndex', caption: '', type: 'hidden' },
          { name: 'text', caption: t.text ?? '' },
          { name: 'location', caption: t.location ?? '' },
          { name: 'type', caption: t.type ?? '' },
        ],
        rows,
        showMore: more,
        buttons: [],
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    },
  );
