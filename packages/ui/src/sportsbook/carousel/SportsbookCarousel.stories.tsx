import type { Meta, StoryObj } from '@storybook/react';
import { demoBootstrap } from '../../fixtures/demo.data';
import { SportsbookCarousel } from './SportsbookCarousel';

const meta = {
  title: 'Sportsbook/SportsbookCarousel',
  component: SportsbookCarousel,
} satisfies Meta<typeof SportsbookCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three sportsbook banners; the third leads to the blog in a new tab. */
export const Banners: Story = {};

/** One banner: no arrows or dots. */
export const OneBanner: Story = {
  parameters: { oyna: { locale: 'en', bootstrap: { ...demoBootstrap, sliderList: demoBootstrap.sliderList.slice(0, 1) } } },
};
