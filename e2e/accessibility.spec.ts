// Each portal's main page on the seed's own data, at a phone's size (390×844) and a laptop's (1280×800): no WCAG 2.1
// A/AA violation found by axe-core (the engine Lighthouse's accessibility score runs), and the page usable from the
// keyboard alone — Tab reaches the page's main content and the user menu, Enter opens the menu, Escape closes it and
// gives the focus back (issue #33).
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { login } from './fixtures';

const SIZES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'laptop', width: 1280, height: 800 },
] as const;

/** The main page of each portal, as the role that works there; null: signed out. */
const PORTALS: { portal: string; as: string | null; path: string }[] = [
  { portal: 'login', as: null, path: '/login' },
  { portal: 'sales', as: 'customer@vms.test', path: '/crexi-search/results' },
  { portal: 'management', as: 'admin@vms.test', path: '/management-portal/projects/active-projects' },
  { portal: "broker's directory", as: 'operator@vms.test', path: '/brokers-directory/update-missing-details' },
  { portal: 'PM', as: 'pm@vms.test', path: '/pm-portal/projects/project-list' },
  { portal: 'sales person (deals)', as: 'sales@vms.test', path: '/sales-portal/deals' },
  { portal: 'editor', as: 'editor@vms.test', path: '/editor-portal/projects/project-list' },
  { portal: 'pilot', as: 'pilot@vms.test', path: '/pilot-dashboard/0' },
  { portal: 'VidPitch', as: 'broker@vms.test', path: '/assets-listing' },
  { portal: 'VidPitch public draft', as: null, path: '/00000000-0000-4000-8000-000000000001/video-draft' },
];

/** Tabs until `target` has the focus (at most `max` presses); true when it did. */
async function tabTo(page: Page, target: (el: Element) => boolean, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((src) => new Function('el', `return (${src})(el)`)(document.activeElement), target.toString())) return true;
  }
  return false;
}

test.use({ bypassCSP: true }); // axe-core is injected as a script, which the app's CSP rightly refuses

for (const { portal, as, path } of PORTALS) {
  for (const size of SIZES) {
    test(`${portal} at ${size.width}×${size.height}: no WCAG A/AA violation, and usable from the keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (as) {
        await login(page, as);
        await expect(page).not.toHaveURL(/\/login$/);
      }
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/a11y-${portal.replace(/\W+/g, '-')}-${size.label}.png` });

      // the keyboard alone reaches the main content
      await page.locator('body').focus();
      expect(await tabTo(page, (el) => !!el.closest('main'))).toBe(true);
      if (!as) return;
      // … and the user menu: Enter opens it, Escape closes it and gives the focus back
      const menuButton = page.getByRole('button', { name: 'User menu' });
      await page.locator('body').focus();
      expect(await tabTo(page, (el) => el.getAttribute('aria-label') === 'User menu')).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  }
}
