import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkScreen as checkScreenIn,
  adminNotice as notice,
  revisionDiff,
  revisionRow,
  revisionWords,
  viewports,
  type Width,
} from './support/adminSteps.ts';
import { updateStoreSettings } from './support/api.ts';
import { staffPasswords, startTestStack } from './support/setup.ts';

/*
 * The first real back-office journey (issue 12, Revisions and the browser acceptance), in Chromium against the
 * real server, no network fakes: LMG creates a category from the Categories screen, finds it in the tree, sends
 * its revision to UAT from the revision details (UAT mode on: staff see it in the store, a visitor does not),
 * publishes it (a visitor sees it at its alias), edits and publishes a new name, compares the two revisions
 * (the diff shows the name, labelled, both languages), restores the first (the old name is back once the restored draft is published),
 * and makes it inactive (gone from the store). Run in English at 1366 px and in French at 375 px; each screen of
 * the journey is also checked at the other width: axe (no serious or critical violation), no horizontal
 * overflow, a screenshot under test-output/e2e/admin-journey/. CSP violations fail any test (support/app.ts).
 * Administrator's dashboard and SuperUser refused Prices are in adminShell.test.ts.
 */

type Lng = 'en' | 'fr';

const patient = { timeout: 15_000 } as const;

const checkScreen = (page: Page, name: string, width: Width) => checkScreenIn(page, 'admin-journey', name, width);

/** The words the journey looks for, written out here so that a wrong translation fails. */
const words = {
  en: {
    username: 'Username (case sensitive)',
    password: 'Password (case sensitive)',
    signIn: 'Sign in',
    tree: 'Category tree',
    add: 'Add category',
    create: 'New category',
    edit: 'Edit category',
    nameEn: 'Name (English)',
    nameFr: 'Name (French)',
    aliasEn: 'URL alias (English)',
    aliasFr: 'URL alias (French)',
    parent: 'Parent category',
    none: 'None',
    save: 'Save',
    publishForm: 'Publish',
    categoryType: 'Category',
    nameLabel: 'Name',
    englishLine: 'English: ',
    frenchLine: 'French: ',
    ...revisionWords.en,
    notFound: 'We couldn’t find that page',
  },
  fr: {
    username: 'Nom d’utilisateur (sensible à la casse)',
    password: 'Mot de passe (sensible à la casse)',
    signIn: 'Ouvrir une session',
    tree: 'Arborescence des catégories',
    add: 'Ajouter une catégorie',
    create: 'Nouvelle catégorie',
    edit: 'Modifier la catégorie',
    nameEn: 'Nom (anglais)',
    nameFr: 'Nom (français)',
    aliasEn: 'Alias d’URL (anglais)',
    aliasFr: 'Alias d’URL (français)',
    parent: 'Catégorie parente',
    none: 'Aucune',
    save: 'Enregistrer',
    publishForm: 'Publier',
    categoryType: 'Catégorie',
    nameLabel: 'Nom',
    englishLine: 'Anglais : ',
    frenchLine: 'Français : ',
    ...revisionWords.fr,
    notFound: 'Nous n’avons pas trouvé cette page',
  },
} as const satisfies Record<Lng, Record<string, string>>;

// A failed UAT step must not leave UAT mode on for the tests after it.
const stack = startTestStack({
  server: { env: { RELEASE_EVERY_MINUTES: 'off' } },
  timeout: 180_000,
  beforeClose: () => setUat(false),
});
const setUat = (enableUAT: boolean) => updateStoreSettings(stack.server.url, stack.lmgToken, { enableUAT });

/** The store page of a category by its alias, as `context` sees it: its heading, or the store's not-found. */
const storeHeading = async (context: BrowserContext, lng: Lng, alias: string): Promise<string> => {
  const page = await context.newPage();
  try {
    await page.goto(`${stack.server.url}/${lng}/${alias}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.first().waitFor(patient);
    return (await heading.first().textContent())?.trim() ?? '';
  } finally {
    await page.close();
  }
};

const journeys = [
  { lng: 'en', width: 1366 },
  { lng: 'fr', width: 375 },
] as const satisfies readonly Readonly<{ lng: Lng; width: Width }>[];

describe('LMG takes a category through its revisions', () => {
  for (const { lng, width } of journeys) {
    it(`in ${lng} at ${width} px: create, UAT, publish, edit, compare, restore, inactive`, async () => {
      const t = words[lng];
      const first = { en: `Journey passes ${lng}`, fr: `Laissez-passer du parcours ${lng}` };
      const second = { en: `Journey passes renamed ${lng}`, fr: `Laissez-passer renommés ${lng}` };
      const alias = { en: `journey-passes-${lng}-en`, fr: `journey-passes-${lng}-fr` };
      const shown = (names: Readonly<Record<Lng, string>>) => names[lng];
      const staff = await stack.browser.newContext({ viewport: viewports[width] });
      const visitor = await stack.browser.newContext({ viewport: viewports[width] });
      staff.setDefaultTimeout(15_000);
      try {
        // Signed in from the portal's login, back to the Categories screen.
        const page = await staff.newPage();
        const categories = `/${lng}/admin/b2c/categories`;
        await page.goto(`${stack.server.url}/${lng}/portal/login?redirect=${encodeURIComponent(categories)}`);
        await page.getByLabel(t.username).fill('lmg');
        await page.getByLabel(t.password).fill(staffPasswords.lmg);
        await page.getByRole('button', { name: t.signIn }).click();
        await page.waitForURL((url) => url.pathname === categories);
        await page.getByRole('tree', { name: t.tree }).waitFor();

        // Create: the tree's Add, the form, Save (a draft); the tree then holds it.
        await page.getByRole('button', { name: t.add }).click();
        await page.getByRole('heading', { level: 1, name: t.create }).waitFor();
        await page.getByLabel(t.nameEn).fill(first.en);
        await page.getByLabel(t.nameFr).fill(first.fr);
        await page.getByLabel(t.aliasEn).fill(alias.en);
        await page.getByLabel(t.aliasFr).fill(alias.fr);
        await page.getByLabel(t.parent).selectOption({ label: t.none });
        await checkScreen(page, `category-create-${lng}`, width);
        await page.getByRole('button', { name: t.save, exact: true }).click();
        await notice(page, t.saved).waitFor();
        const item = page.getByRole('treeitem', { name: new RegExp(shown(first)) });
        await item.waitFor();
        await checkScreen(page, `category-tree-${lng}`, width);

        // UAT from the revision's details; with UAT mode on, staff see it in the store and a visitor does not.
        await page.goto(`${stack.server.url}/${lng}/admin/b2c/revisions`);
        await page.getByRole('heading', { level: 1, name: t.revisions }).waitFor();
        await checkScreen(page, `revisions-list-${lng}`, width);
        // The type and status by their labels in the page language, never the wire's `Category` and `draft`.
        const listed = await revisionRow(page, shown(first), 1).textContent();
        expect(listed).toContain(t.categoryType);
        expect(listed).toContain(t.draft);
        await revisionRow(page, shown(first), 1).getByRole('button', { name: t.details }).click();
        await page
          .getByRole('heading', { level: 1, name: `${t.details} — ${t.categoryType} ${shown(first)} #1` })
          .waitFor();
        await page.getByRole('button', { name: t.uat }).click();
        await notice(page, t.movedToUat).waitFor();
        expect((await setUat(true)).status).toBe(200);
        expect(await storeHeading(staff, lng, alias[lng])).toBe(shown(first));
        expect(await storeHeading(visitor, lng, alias[lng])).toBe(t.notFound);

        // Publish: the visitor sees it at its alias.
        await revisionRow(page, shown(first), 1).getByRole('button', { name: t.details }).click();
        await page.getByRole('button', { name: t.publish, exact: true }).click();
        await notice(page, t.published).waitFor();
        expect(await storeHeading(visitor, lng, alias[lng])).toBe(shown(first));

        // Edit from the tree: a new name, published with the form's Publish.
        await page.goto(`${stack.server.url}${categories}`);
        // A tree item opens with Enter (a click focuses it and folds or unfolds its children).
        await page.getByRole('treeitem', { name: new RegExp(shown(first)) }).press('Enter');
        await page.getByRole('heading', { level: 1, name: t.edit }).waitFor();
        await page.getByLabel(t.nameEn).fill(second.en);
        await page.getByLabel(t.nameFr).fill(second.fr);
        await page.getByRole('button', { name: t.publishForm, exact: true }).click();
        await notice(page, t.published).waitFor();
        await page.getByRole('treeitem', { name: new RegExp(shown(second)) }).waitFor();
        expect(await storeHeading(visitor, lng, alias[lng])).toBe(shown(second));

        // Compare the second revision with the first: the diff names the changed names, before and after.
        await page.goto(`${stack.server.url}/${lng}/admin/b2c/revisions`);
        await revisionRow(page, shown(second), 2).getByRole('button', { name: t.details }).click();
        await page.getByLabel(t.compareWith).selectOption({ index: 0 });
        await page.getByRole('button', { name: t.compare, exact: true }).click();
        const diff = revisionDiff(page);
        await diff.waitFor();
        // Its label, and both names (English and French lines) before and after: never the payload's `name.en`.
        expect(await diff.locator('tbody th').allTextContents()).toEqual([t.nameLabel]);
        const [before = '', after = ''] = await diff.locator('tbody td').allTextContents();
        expect([before, after]).toEqual([
          `${t.englishLine}${first.en}${t.frenchLine}${first.fr}`,
          `${t.englishLine}${second.en}${t.frenchLine}${second.fr}`,
        ]);
        expect(await diff.getByRole('columnheader').allTextContents()).toEqual([t.field, t.before, t.after]);
        await checkScreen(page, `revision-compare-${lng}`, width);

        // Restore the first: confirmed, the server's notice, the list shows the new draft; published, the old
        // name is back in the store.
        await page.goto(`${stack.server.url}/${lng}/admin/b2c/revisions`);
        await revisionRow(page, shown(first), 1).getByRole('button', { name: t.details }).click();
        await page.getByRole('button', { name: t.restore }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await checkScreen(page, `revision-restore-confirm-${lng}`, width);
        await dialog.getByRole('button', { name: t.confirmRestore, exact: true }).click();
        await notice(page, t.restored).waitFor();
        const restored = revisionRow(page, shown(first), 3);
        await restored.waitFor();
        expect(await restored.textContent()).toContain(t.draft);
        await restored.getByRole('button', { name: t.details }).click();
        await page.getByRole('button', { name: t.publish, exact: true }).click();
        await notice(page, t.published).waitFor();
        expect(await storeHeading(visitor, lng, alias[lng])).toBe(shown(first));

        // Inactive: gone from the store, for the visitor and for staff in UAT alike.
        await revisionRow(page, shown(first), 3).getByRole('button', { name: t.details }).click();
        await page.getByRole('button', { name: t.inactive }).click();
        await notice(page, t.deactivated).waitFor();
        expect(await storeHeading(visitor, lng, alias[lng])).toBe(t.notFound);
        expect(await storeHeading(staff, lng, alias[lng])).toBe(t.notFound);
        expect((await setUat(false)).status).toBe(200);
        await page.close();
      } finally {
        await staff.close();
        await visitor.close();
      }
    }, 240_000);
  }
});
