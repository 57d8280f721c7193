import type { Page } from 'playwright-core';

/** Runs the GraphQL explorer's tab named `tab` as opened and waits for `answer` in the result: the result pane's text. */
export async function runExplorerTab(page: Page, tab: string, answer: string): Promise<string> {
  await page.locator('.graphiql-tab', { hasText: tab }).click();
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.locator('.result-window').getByText(answer).first().waitFor({ timeout: 10_000 });
  return (await page.locator('.result-window').textContent()) ?? '';
}
