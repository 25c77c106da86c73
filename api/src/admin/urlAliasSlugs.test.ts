/**
 * Issue 24 over real HTTP: the slug helper on the server (back-office.md §5). A category saved without a URL alias
 * gets the slug of its name, as the form suggested it; an alias another category holds is refused with a 422 whose
 * message names that category, in the caller's language, and nothing is appended.
 */
import type { FormAnswer } from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { adminTestApi, categoryValues } from './testing/adminTestApi.ts';
import { initialValues } from './testing/products.ts';

const admin = adminTestApi();
const categories = admin.family('Categories');

const trails = categoryValues('unused', {
  name_EN: 'Île Trails & Lakes',
  name_FR: 'Sentiers de l’Île',
  urlAlias_EN: '',
  urlAlias_FR: null,
});

describe('a category saved without a URL alias', () => {
  it('gets the slug of its name in each language, accents stripped to their letters', async () => {
    const created = await categories.create(trails, { button: 'publish' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const form = await categories.form(created.body.id, 'edit');
    expect(initialValues(form.body as FormAnswer)).toMatchObject({
      urlAlias_EN: 'ile-trails-lakes',
      urlAlias_FR: 'sentiers-de-lile',
    });
    // The store finds its page by the alias it was given.
    expect((await admin.call(`/api/store/GetCategory/ile-trails-lakes`)).status).toBe(200);
  });

  it('keeps an alias staff typed', async () => {
    const created = await categories.create(categoryValues('typed', { name_EN: 'Something else' }));
    expect(created.status).toBe(201);
    const form = await categories.form(created.body.id, 'edit');
    expect(initialValues(form.body as FormAnswer)).toMatchObject({ urlAlias_EN: 'typed-en', urlAlias_FR: 'typed-fr' });
  });
});

describe('a URL alias another category holds', () => {
  it('is refused with a message naming that category, in English and French, appending nothing', async () => {
    const holder = await categories.create(
      categoryValues('x', { name_EN: 'Trails', name_FR: 'Sentiers', urlAlias_EN: 'trails', urlAlias_FR: 'sentiers' }),
    );
    expect(holder.status).toBe(201);
    const before = await admin.head();
    // The server's slug of the same name clashes too.
    const clash = categoryValues('y', { name_EN: 'Trails', urlAlias_EN: '' });
    const english = await categories.create(clash);
    expect(english.status).toBe(422);
    expect(english.body.message).toBe('This URL alias is already used by the category “Trails”.');
    expect(english.body.errors).toEqual({ urlAlias_EN: ['This URL alias is already used by the category “Trails”.'] });
    const french = await categories.create(categoryValues('z', { urlAlias_FR: 'sentiers' }), { language: 'fr' });
    expect(french.status).toBe(422);
    expect(french.body.message).toBe('Cet alias d’URL est déjà utilisé par la catégorie « Sentiers ».');
    expect(french.body.errors).toEqual({
      urlAlias_FR: ['Cet alias d’URL est déjà utilisé par la catégorie « Sentiers ».'],
    });
    expect(await admin.head()).toBe(before);
  });

  it('is not a clash with the category’s own alias when it is saved again', async () => {
    const own = await categories.create(categoryValues('own'));
    expect(own.status).toBe(201);
    expect((await categories.update(own.body.id, categoryValues('own', { order: 7 }))).status).toBe(200);
  });
});
