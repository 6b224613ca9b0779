import type { Page } from '@playwright/test';

/**
 * What of a page is drawn without its styles: the theme's colours when the colour scheme the
 * theme's sheet keys them on is missing, and every CSS-module class (the builds name them by an
 * eight-character hash) that no stylesheet of the page selects, as when a lazy part's CSS file
 * is linked only by its script. Asked of a server-rendered page before its scripts run, it finds
 * what the visitor would see unstyled until their first act.
 */
export function unstyledParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (getComputedStyle(document.body).getPropertyValue('--mantine-color-body').trim() === '')
      problems.push('the theme’s colours (no colour scheme on <html>)');
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const styled = selectors.join(' ');
    const moduleClasses = new Set(
      [...document.querySelectorAll('#root [class]')].flatMap((element) =>
        [...element.classList].filter((name) => /^[A-Za-z0-9_-]{8}$/.test(name)),
      ),
    );
    for (const name of moduleClasses)
      if (!styled.includes(`.${name}`)) problems.push(`.${name} (no stylesheet of the page has it)`);
    return problems;
  });
}
