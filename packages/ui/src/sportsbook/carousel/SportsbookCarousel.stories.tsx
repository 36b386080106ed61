import type { Meta, StoryObj } from '@storybook/react';
import { recordedBootstrap } from '../../stories/api';
import { SportsbookCarousel } from './SportsbookCarousel';

const english = recordedBootstrap('en');
const SPORTSBOOK = 'fcg_sportsbook_carousel';
const firstSportsbookBanner = english.sliderList.find((banner) => banner.slug === SPORTSBOOK);

const meta = {
  title: 'Sportsbook/SportsbookCarousel',
  component: SportsbookCarousel,
} satisfies Meta<typeof SportsbookCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The CMS's sportsbook banners, one per view, with arrows and dots. */
export const Banners: Story = {};

/** One banner: no arrows or dots. */
export const OneBanner: Story = {
  parameters: {
    oyna: {
      locale: 'en',
      bootstrap: {
        ...english,
        sliderList: [...english.sliderList.filter((banner) => banner.slug !== SPORTSBOOK), ...(firstSportsbookBanner ? [firstSportsbookBanner] : [])],
      },
    },
  },
};
