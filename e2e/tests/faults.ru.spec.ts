import { test, loginAs } from '../fixtures.ts';
import { expectFailureShown, faults, injectLoadFault, retryUntilRecovered } from '../faults.ts';
import { screensA } from './faults.helpers.ts';

// Every loading fault on half of the cabinet's screens, in Russian on a phone (the other half: faults.en.spec.ts).
for (const screen of screensA) {
  for (const fault of faults) {
    test(`${screen} shows a message and a retry when its loading calls fail with ${fault}`, async ({ page }) => {
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
