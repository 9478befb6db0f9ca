import { expect, test, type Page } from '@playwright/test';
import { followLink, open } from './support/navigation';
import {
  createTree,
  dragOnto,
  expectFitsPhone,
  expectNoSeriousAxeViolation,
  uniqueStamp,
} from './support/catalog';
import { ADMIN, signIn, submitConfirmed } from './support/users';

const node = (page: Page, code: string) => page.getByTestId(`category-node-${code}`);
/** The children of a category, once it is open. */
const group = (page: Page, code: string) => page.getByTestId(`category-group-${code}`);

/** Creates a category through the tree page's form, at the top level or under the selection. */
async function createCategory(page: Page, code: string, place: 'top' | 'under') {
  const toggle = page.getByTestId('category-create-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId(`category-create-${place}`).check();
  await page.getByTestId('category-code-input').fill(code);
  await page.getByTestId('category-name-input').fill(`Category ${code}`);
  await page.getByTestId('category-create-submit').click();
  await expect(page.getByTestId('category-create-success')).toHaveText('Category created.');
  await expect(node(page, code)).toBeVisible();
}

/** Selects a category in the tree: its panel opens. */
async function select(page: Page, code: string) {
  await node(page, code).click();
  await expect(page.getByTestId('category-code')).toHaveText(code);
}

/** Chooses the new parent in the panel's picker (a category by code, or the top level). */
async function pickParent(page: Page, code: string | 'top-level') {
  const input = page.getByTestId('category-move-parent-input');
  await input.click();
  if (code !== 'top-level') await input.fill(code);
  await page.getByTestId(`parent-option-${code}`).click();
}

test('an administrator builds a category tree and moves categories with the picker and by drag and drop', async ({
  page,
}) => {
  // Three categories, four moves, a translation and two deletes: the longest catalog story.
  test.setTimeout(60_000);
  const stamp = uniqueStamp();
  const tree = `e2e-tree-${stamp}`;
  const [shoes, bags, boots] = ['shoes', 'bags', 'boots'].map((c) => `${c}-${stamp}`) as [
    string,
    string,
    string,
  ];

  await signIn(page, ADMIN);
  await createTree(page, tree, `E2E tree ${stamp}`);
  await expect(page.getByTestId('category-tree-empty')).toBeVisible();

  // Two top-level categories, and one nested under the first.
  await createCategory(page, shoes, 'top');
  await createCategory(page, bags, 'top');
  await select(page, shoes);
  await createCategory(page, boots, 'under');
  await expect(group(page, shoes).getByTestId(`category-node-${boots}`)).toHaveAttribute(
    'aria-level',
    '2',
  );
  await expect(node(page, shoes)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId(`category-child-count-${shoes}`)).toHaveText('1 subcategory');

  // The keyboard closes and opens a category (WAI-ARIA tree).
  await node(page, shoes).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(node(page, shoes)).toHaveAttribute('aria-expanded', 'false');
  await expect(node(page, boots)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(node(page, boots)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(node(page, boots)).toBeFocused();

  // A category cannot go under its own subcategory: the API's refusal shows under the picker.
  await pickParent(page, boots);
  await page.getByTestId('category-move-submit').click();
  await expect(page.getByTestId('category-move-parent-error')).toHaveText(
    'A category cannot go under itself or one of its own subcategories.',
  );

  // The nested category moves to the top level with the picker.
  await select(page, boots);
  await expect(page.getByTestId('category-path')).toHaveText(`${shoes}/${boots}`);
  await pickParent(page, 'top-level');
  await page.getByTestId('category-move-submit').click();
  await expect(page.getByTestId('category-move-success')).toHaveText(
    `Category moved: its path is now ${boots}.`,
  );
  await expect(page.getByTestId('category-path')).toHaveText(boots);
  await expect(node(page, boots)).toHaveAttribute('aria-level', '1');
  await expect(group(page, shoes).getByTestId(`category-node-${boots}`)).toHaveCount(0);

  // Dragged onto another category, it becomes its child; dragged onto the zone, top level.
  await dragOnto(page, node(page, boots), node(page, bags));
  await expect(page.getByTestId('category-move-success')).toHaveText(
    `Category moved: its path is now ${bags}/${boots}.`,
  );
  await expect(group(page, bags).getByTestId(`category-node-${boots}`)).toHaveAttribute(
    'aria-level',
    '2',
  );
  await expect(page.getByTestId('category-path')).toHaveText(`${bags}/${boots}`);
  await dragOnto(page, node(page, bags), node(page, boots));
  await expect(page.getByTestId('category-move-error')).toHaveText(
    'A category cannot go under itself or one of its own subcategories.',
  );
  await dragOnto(page, node(page, boots), page.getByTestId('category-tree-root-drop'));
  await expect(page.getByTestId('category-move-success')).toHaveText(
    `Category moved: its path is now ${boots}.`,
  );
  await expect(node(page, boots)).toHaveAttribute('aria-level', '1');

  // A category translated and renamed with the panel's one Save, then deleted; the tree
  // refuses to go while it holds any. With the keyboard: the toasts of the moves may still
  // cover the options.
  await page.getByTestId('category-tab-translations').click();
  await page.getByTestId('category-translations-locale-input').fill('fr_FR');
  await page.getByTestId('category-translations-locale-input').press('ArrowDown');
  await page.getByTestId('category-translations-locale-input').press('Enter');
  await page.getByTestId('category-translations-name-input').fill('Bottes');
  await page.getByTestId('category-tab-category').click();
  await page.getByTestId('category-edit-name-input').fill('Boots renamed');
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('category-save-success')).toHaveText('Category saved.');
  await expect(page.getByTestId('category-title')).toHaveText('Boots renamed');
  await expect(node(page, boots)).toContainText('Boots renamed');
  await page.getByTestId('category-tab-translations').click();
  await expect(page.getByTestId('category-translations-row-fr_FR')).toContainText('French');
  await expect(page.getByTestId('category-translations-fr_FR-input')).toHaveValue('Bottes');
  await submitConfirmed(page, 'category-tree-delete');
  await expect(page.getByTestId('category-tree-delete-error')).toHaveText(
    'This tree still holds categories: delete them, or move them to another tree, first.',
  );
  await submitConfirmed(page, 'category-delete');
  await expect(page.getByTestId('flash-toast')).toHaveText('Category deleted.');
  await expect(page.getByTestId('category-panel')).toHaveCount(0);
  await expect(node(page, boots)).toHaveCount(0);

  // The page with a category open has no serious axe violation.
  await select(page, shoes);
  await expectNoSeriousAxeViolation(page);
});

test('the category tree pages fit a phone', async ({ page }) => {
  await signIn(page, ADMIN);
  await open(page, '/category-trees');
  await followLink(
    page,
    page.getByTestId('category-tree-link-master'),
    /\/category-trees\/[0-9a-f-]{36}$/,
  );
  await node(page, 'clothing').click();
  await expect(page.getByTestId('category-code')).toHaveText('clothing');
  const withPanel = page.url();
  await expectFitsPhone(page, withPanel, 'category-panel');
  await expectFitsPhone(page, withPanel.replace(/\?.*$/, ''), 'category-node-clothing');
  await expectFitsPhone(page, '/category-trees', 'category-tree-row-master');
  await expectFitsPhone(page, '/category-trees/new', 'category-tree-create');
});

test('the category tree list finds a tree as the search is typed', async ({ page }) => {
  const stamp = uniqueStamp();
  const tree = `e2e-find-${stamp}`;
  await signIn(page, ADMIN);
  await createTree(page, tree, `Findable ${stamp}`);
  await open(page, '/category-trees');
  await page.getByTestId('category-trees-filter-search').fill(tree);
  await expect(page).toHaveURL(`/category-trees?search=${tree}`);
  await expect(page.getByTestId('category-trees-table').locator('tbody tr')).toHaveCount(1);
  await followLink(
    page,
    page.getByTestId(`category-tree-link-${tree}`),
    /\/category-trees\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('category-tree-title')).toHaveText(`Findable ${stamp}`);
  await expectNoSeriousAxeViolation(page);

  // A tree without categories nor channels is deleted.
  await submitConfirmed(page, 'category-tree-delete');
  await expect(page).toHaveURL('/category-trees');
  await expect(page.getByTestId('flash-toast')).toHaveText('Category tree deleted.');
});
