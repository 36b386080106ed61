import { describe, expect, it } from 'vitest';
import { addWidgetStyles, widgetSheet } from './widgetStyles';

const selectors = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText);

describe('the widgets’ sheet', () => {
  it('keeps the stylesheet order of @oyna/ui whatever order the chunks run in, and grows as they load', async () => {
    // The runtime's chunk with the reset arrives after an element's chunk with the odds buttons.
    addWidgetStyles(40, '.odds { background: white }');
    addWidgetStyles(1, '.root :where(button) { background: none }');
    const sheet = widgetSheet();
    expect(selectors(sheet)).toEqual(['.root :where(button)', '.odds']);

    // A dialog's chunk later: its rules join the same sheet, in their place, after the chunk has run.
    addWidgetStyles(60, '.dialog { display: grid }');
    addWidgetStyles(20, '.button { padding: 0 }');
    expect(selectors(sheet)).toHaveLength(2);
    await Promise.resolve();
    expect(selectors(sheet)).toEqual(['.root :where(button)', '.button', '.odds', '.dialog']);
    expect(widgetSheet()).toBe(sheet);
  });
});
