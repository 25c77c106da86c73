/**
 * The multipart Create and Update of Banners and Contents (back-office.md §7: `bannerDto`/`contentDto` with
 * `files`), in front of the family's JSON routes: a multipart body is read by `readMultipart` (every file checked
 * by its bytes, stored only when all pass), the stored image's url becomes the values' `imageUrl`, and the values
 * then go through the resource's own validation and write. A JSON body passes on to the family's routes.
 *
 * The role table and the store are checked before a byte of the body is read, and the values before a file is
 * stored (with a stand-in url where the upload goes). A refused upload or refused values answer the spec's
 * messages (`message`, `errors`) and leave nothing: no blob, no event.
 */
import Router from '@koa/router';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import type { ParameterizedContext } from 'koa';
import { fileUrl } from '../../files/routes.ts';
import { validInput } from '../../http/validate.ts';
import type { RouteDeps } from '../../routes.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, answerWrite, roleGuard } from '../calls.ts';
import { servedAdminFamilies } from '../families.ts';
import { adminProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { isMultipart, type MultipartSpec, readMultipart } from '../uploads/multipart.ts';

type Context = ParameterizedContext<AppState>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where an upload will be, while the values are checked before it is stored. */
const standIn = fileUrl('0'.repeat(64));

/** The DTO's values with the uploaded image's url in `field` (a DTO without a new file keeps its own url). */
const valuesOf = async (ctx: Context, deps: RouteDeps, resource: AdminResource, spec: MultipartSpec, field: string) => {
  const { dto, files } = await readMultipart(ctx, deps, spec, {
    // Called once the body is read and before any file is checked or stored: bad values refuse the request then.
    existing: (sent) => {
      if (resource.values !== undefined)
        validInput(resource.values, { ...(isRecord(sent) ? sent : {}), [field]: standIn });
      return 0;
    },
  });
  const values = isRecord(dto) ? dto : {};
  const [image] = files;
  return image === undefined ? values : { ...values, [field]: image.url };
};

export const uploadRouter = (
  deps: RouteDeps,
  resource: AdminResource,
  spec: MultipartSpec,
  field = 'imageUrl',
): Router<AppState> =>
  new Router<AppState>({ prefix: `/${resource.family}` })
    .use(adminProblems(servedAdminFamilies), roleGuard(resource))
    .post('/Create', async (ctx, next) => {
      if (!isMultipart(ctx)) return next();
      const query = validInput(writeQuerySchema, ctx.query);
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const values = await valuesOf(ctx, deps, resource, spec, field);
      answerWrite(ctx, call.language, await resource.create(call, values, query.button as SubmitButtonName), 201);
    })
    .put('/Update/:id', async (ctx, next) => {
      if (!isMultipart(ctx)) return next();
      const query = validInput(writeQuerySchema, ctx.query);
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const values = await valuesOf(ctx, deps, resource, spec, field);
      const id = ctx.params.id ?? '';
      answerWrite(ctx, call.language, await resource.update(call, id, values, query.button as SubmitButtonName), 200);
    });
