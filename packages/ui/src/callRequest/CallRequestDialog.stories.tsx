import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { CallRequestDialog } from './CallRequestDialog';
import { openCallRequest } from './openCallRequest';

/** Opens the form as the menu's Call Request Form item does. */
function Opener() {
  useEffect(() => openCallRequest(), []);
  return null;
}

const opened: Decorator = () => <Opener />;

const meta = {
  title: 'Account/CallRequestDialog',
  component: CallRequestDialog,
  decorators: [opened],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallRequestDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: no contacts yet, so the hint shows; Save Request looks disabled until the form is complete. */
export const Guest: Story = {};

/** A player: the username is filled in. */
export const Player: Story = { parameters: { oyna: { scene: 'demouser' } } };

/** In English. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
