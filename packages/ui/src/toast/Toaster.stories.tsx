import type { Meta, StoryObj } from '@storybook/react';
import { ApiError, NetworkError } from '@oyna/sdk';
import { Button } from '../shared/Button';
import * as css from '../stories/stories.css';
import { Toaster } from './Toaster';
import { toastError } from './toast.error';
import { toast } from './toast.store';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen', oyna: { hosts: false } },
} satisfies Meta<typeof Toaster>;
export default meta;

type Story = StoryObj<typeof meta>;

function Triggers() {
  return (
    <div className={css.row}>
      <Button onClick={() => toast.success('Para yatırma talebiniz alındı')}>Success</Button>
      <Button onClick={() => toast.error('Kullanıcı adı veya şifre hatalı')}>Error</Button>
      <Button onClick={() => toast.info('Canlı destek 7/24 hizmetinizde')}>Info</Button>
      <Button onClick={() => toast.warning('Favorilerden çıkarıldı')}>Warning</Button>
      <Button onClick={() => toast.loading('Yükleniyor...')}>Loading</Button>
      <Button onClick={() => toastError(new NetworkError({ path: 'auth/login', cause: null }))}>
        Network error
      </Button>
      <Button onClick={() => toast.dismiss()}>Dismiss all</Button>
    </div>
  );
}

/** Press the buttons: toasts stack top-centre, five at most, newest last. */
export const Playground: Story = {
  render: () => (
    <>
      <Triggers />
      <Toaster />
    </>
  ),
};

/** Every kind at once, as a player would see a busy moment. */
export const AllKinds: Story = {
  beforeEach: () => {
    toast.clear();
    toast.success('Bahsiniz alındı');
    toastError(new ApiError({ status: 400, path: 'betslip/place', message: 'Oran değişti' }));
    toast.warning('Favorilerden çıkarıldı');
    toast.info({ key: 'realtime.reconnecting' });
    toast.loading({ key: 'common.loading' });
    return () => toast.clear();
  },
  render: () => <Toaster />,
};
