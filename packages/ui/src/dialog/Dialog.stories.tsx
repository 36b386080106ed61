import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../shared/Button';
import * as css from '../stories/stories.css';
import { Dialog, type DialogProps } from './Dialog';
import { openDialog } from './dialog.store';

declare module './dialog.store' {
  interface DialogPropsByName {
    example: Omit<DialogProps, 'children'>;
  }
}

function ExampleDialog(props: Omit<DialogProps, 'children'>) {
  return (
    <Dialog {...props}>
      <p>Bu pencere açıkken sayfanın geri kalanı kullanılamaz; Tab tuşu odağı içeride tutar.</p>
      <Button tone="primary">Tamam</Button>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Örnek pencere' },
  parameters: { layout: 'fullscreen', oyna: { dialogs: { example: ExampleDialog } } },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const sizes = ['sm', 'md', 'lg', 'wide', 'login', 'recovery', 'register', 'callRequest'] as const;

/** One button per size; every dialog goes full screen below 900 px. */
export const Sizes: Story = {
  render: () => (
    <div className={css.row}>
      {sizes.map((size) => (
        <Button key={size} onClick={() => openDialog('example', { title: `Boyut: ${size}`, size })}>
          {size}
        </Button>
      ))}
      <Button
        onClick={() =>
          openDialog('example', {
            title: 'Yalnızca düğmeyle kapanır',
            closeOnEscape: false,
            closeOnBackdrop: false,
          })
        }
      >
        Escape ve arka plan kapalı
      </Button>
    </div>
  ),
};

/** A dialog open from the start. */
export const Open: Story = {
  beforeEach: () => {
    openDialog('example', { title: 'Örnek pencere' });
  },
  render: () => <p className={css.row}>Arka plandaki sayfa</p>,
};
