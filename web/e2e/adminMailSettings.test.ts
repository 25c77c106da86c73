import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsScreen } from '@parks/schemas/admin/families/settings/texts';
import { translate } from '@parks/schemas/messages/index';
import { commonScreen } from '@parks/schemas/texts/screens/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminNotice } from './support/adminSteps.ts';
import { screenshot } from './support/app.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * The mail settings in the back office (issue #24), against the real server: LMG opens the mail server's record from
 * the Settings screen, sets its From address and password (a password field that starts empty and then says a
 * password is set, never showing it), and sends a test e-mail, which lands in the sandbox's mail folder
 * (DATA_DIR/mail, no SMTP_URL and no host in the settings) with that From; in English and French. Roles, the sealed
 * password, the relay's refusal and bad input are tested over HTTP (api/src/settings/mailSettings.test.ts).
 */

const stack = startTestStack();
const pages = signedInPages(stack);

/** The screen's words, from the text catalogue (the Settings family's screen texts and the messages). */
const wordsIn = (lng: 'en' | 'fr') => {
  const screen = settingsScreen[lng];
  return {
    link: screen.smtp,
    from: screen.fromAddress,
    password: screen.password,
    set: screen['password.set'],
    save: commonScreen[lng].save,
    published: translate(lng, 'admin.published'),
    to: screen['testEmail.to'],
    send: screen['testEmail.send'],
    sent: (to: string) => translate(lng, 'settings.testEmail.sent', { to }),
  };
};
const words = { en: wordsIn('en'), fr: wordsIn('fr') } as const;

const mails = (): string[] => {
  try {
    const dir = join(stack.server.dataDir, 'mail');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
};

const openSmtp = async (page: Page, lng: 'en' | 'fr') => {
  await page.goto(`${stack.server.url}/${lng}/admin/b2c/settings`);
  await page.getByRole('link', { name: words[lng].link }).click();
  await page.getByLabel(words[lng].from).waitFor();
};

describe('the mail server settings', () => {
  for (const lng of ['en', 'fr'] as const) {
    it(`are set and tried with a test e-mail by LMG (${lng})`, async () => {
      const t = words[lng];
      const from = `store-${lng}@parks.example`;
      const secret = `Relay-Secret-${lng}-42`;
      const page = await pages.newPage();
      await openSmtp(page, lng);
      const password = page.getByLabel(t.password, { exact: true });
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByLabel(t.from).fill(from);
      await password.fill(secret);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await adminNotice(page, t.published).waitFor();

      await openSmtp(page, lng);
      expect(await page.getByLabel(t.from).inputValue()).toBe(from);
      expect(await page.getByLabel(t.password, { exact: true }).inputValue()).toBe('');
      await page.getByText(t.set).waitFor();
      expect(await page.content()).not.toContain(secret);

      const before = mails().length;
      const to = `staff-${lng}@parks.example`;
      await page.getByLabel(t.to).fill(to);
      await page.getByRole('button', { name: t.send }).click();
      await adminNotice(page, t.sent(to)).waitFor();
      await expect.poll(() => mails().length).toBe(before + 1);
      const mail = mails().find((text) => text.includes(to)) ?? '';
      expect(mail).toMatch(new RegExp(`^From: .*${from.replace('.', '\\.')}`, 'm'));
      expect(mail).not.toContain(secret);
      await screenshot(page, `admin-mail-settings-${lng}`);
      await page.close();
    }, 90_000);
  }
});
