import { inBrowser, onContentUpdated, type Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';

// One choice of language for every code sample: picking Python in one step's tabs shows Python in
// every step of every page, and the choice is kept for the next visit (as Stripe's docs do).
const CHOSEN_TAB = 'payments-docs-code-tab';

/** Shows the tab with this label in every code group of the page, without moving the page. */
function showEverywhere(label: string): void {
  for (const group of document.querySelectorAll('.vp-code-group')) {
    const inputs = [...group.querySelectorAll<HTMLInputElement>('.tabs input')];
    const index = inputs.findIndex((input) => group.querySelector(`label[for="${input.id}"]`)?.textContent?.trim() === label);
    const blocks = [...(group.querySelector('.blocks')?.children ?? [])];
    if (index < 0 || !blocks[index]) continue;
    inputs[index]!.checked = true;
    for (const [i, block] of blocks.entries()) block.classList.toggle('active', i === index);
  }
}

export default {
  extends: DefaultTheme,
  setup() {
    onContentUpdated(() => {
      const chosen = localStorage.getItem(CHOSEN_TAB);
      if (chosen) showEverywhere(chosen);
    });
  },
  enhanceApp() {
    if (!inBrowser) return;
    // A reader's own choice (a change of the radio button), not the page's.
    window.addEventListener('change', (event) => {
      const input = event.target as HTMLInputElement;
      if (!input.matches('.vp-code-group .tabs input')) return;
      const label = input.parentElement?.querySelector(`label[for="${input.id}"]`)?.textContent?.trim();
      if (!label) return;
      localStorage.setItem(CHOSEN_TAB, label);
      showEverywhere(label);
    });
  },
} satisfies Theme;
