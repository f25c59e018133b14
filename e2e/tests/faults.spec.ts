import { test, expect, loginAs } from '../fixtures.ts';
import { expectFailureShown, faults, injectLoadFault, retryUntilRecovered, injectSubmitFault } from '../faults.ts';
import { only } from '../i18n.ts';
import { forms, screensA, screensB } from './faults.helpers.ts';

// Every loading fault on every screen of the cabinet: half of the screens in Russian on a phone, the other half in
// English on a desktop (what is asserted, a message and a working retry, does not depend on the words).
for (const [screens, project] of [
  [screensA, only.ru375],
  [screensB, only.en1280],
] as const) {
  for (const screen of screens) {
    for (const fault of faults) {
      test(`${screen} shows a message and a retry when its loading calls fail with ${fault}`, project, async ({ page }) => {
        await loginAs(page, '79990000001', 'Demo12345');
        let broken = true;
        const faulted = await injectLoadFault(page, fault, () => broken);
        await page.goto(screen);
        await expectFailureShown(page);
        test.expect(faulted(), 'the screen made loading calls').toBeGreaterThan(0);
        broken = false;
        await retryUntilRecovered(page);
      });
    }
  }
}

// Each form's submitting call fails with a 500: a message is shown and everything typed is still there (the forms'
// labels are English in faults.helpers.ts: the pairing gives them to en-1280).
for (const form of forms) {
  test(`${form.name}: a 500 on submit shows a message and keeps what was typed`, only.en1280, async ({ page }) => {
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
    for (const name of form.tick ?? []) await scope.getByRole('checkbox', { name }).check();
    await scope.getByRole('button', { name: form.submit }).last().click();
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
