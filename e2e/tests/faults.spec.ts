import { test, expect, loginAs } from '../fixtures.ts';
import { expectFailureShown, faults, injectLoadFault, retryUntilRecovered, injectSubmitFault } from '../faults.ts';
import { only, tRe, whole } from '../i18n.ts';
import { forms, screens } from './faults.helpers.ts';

// Every loading fault on every screen of the cabinet, each pair of the matrix once, the pairings taking turns: every
// screen fails in both pairings (a phone lays a screen's failure out differently from a desktop), and every fault
// in both, on half of the screens each.
screens.forEach((screen, s) => {
  faults.forEach((fault, f) => {
    test(
      `${screen} shows a message and a retry when its loading calls fail with ${fault}`,
      (s + f) % 2 ? only.en1280 : only.ru375,
      async ({ page }) => {
        await loginAs(page, '79990000001', 'Demo12345');
        let broken = true;
        const faulted = await injectLoadFault(page, fault, () => broken);
        await page.goto(screen);
        await expectFailureShown(page);
        test.expect(faulted(), 'the screen made loading calls').toBeGreaterThan(0);
        broken = false;
        await retryUntilRecovered(page);
      },
    );
  });
});

// Each form's submitting call fails with a 500: a message is shown and everything typed is still there.
for (const form of forms) {
  test(`${form.name}: a 500 on submit shows a message and keeps what was typed`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (form.phone) await loginAs(page, form.phone, 'Demo12345');
    await page.goto(form.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const failed = await injectSubmitFault(page);
    if (form.open) await form.open(page);
    const scope = form.inDialog ? page.getByRole('dialog') : page.locator('main');
    if (form.inDialog) await expect(scope).toBeVisible();
    for (const { field, value, masked } of form.fields) {
      const input = field(scope).first();
      if (masked) {
        await input.click();
        await input.press('ControlOrMeta+a');
        await input.press('Backspace');
        await input.pressSequentially(value);
      } else await input.fill(value);
    }
    if (form.prepare) await form.prepare(scope);
    for (const id of form.tick ?? []) await scope.getByRole('checkbox', { name: tRe(id) }).check();
    await scope
      .getByRole('button', { name: whole(tRe(form.submit)) })
      .last()
      .click();
    await expect.poll(() => failed.length, 'the form sent its call').toBeGreaterThan(0);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
    if (form.inDialog) await expect(scope).toBeVisible();
    for (const { field, value, masked } of form.fields) {
      const input = field(scope).first();
      if (masked) expect((await input.inputValue()).replace(/\D/g, '')).toContain(value);
      else await expect(input).toHaveValue(value);
    }
  });
}
