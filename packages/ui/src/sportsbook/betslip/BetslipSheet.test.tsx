import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { openDialog } from '../../dialog/dialog.store';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import * as stories from './BetslipSheet.stories';

const sandbox = useSandbox();

describe('BetslipSheet', () => {
  it('is a dialog titled Betslip holding the slip, loaded when first opened', async () => {
    renderWithOyna(<DialogHost />, sandbox, { locale: 'en' });
    openDialog('betslip');
    const sheet = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(within(sheet).getByRole('region', { name: 'Betslip' })).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoAxeViolations(sheet);
  });
});

describe('BetslipSheet stories', () => {
  itRendersEveryStory(stories);
});
