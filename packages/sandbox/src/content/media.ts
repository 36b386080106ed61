/** Where the sandbox serves its generated artwork (under the main API, so a site proxy reaches it). */
export const MEDIA_PATH = '/api/cms/media';

/** Banner sizes: index 0 is the default (phones), 1 and 2 are for wider screens. */
export const BANNER_SIZES = [
  { width: 720, height: 360 },
  { width: 1280, height: 440 },
  { width: 1920, height: 560 },
] as const;

export const bannerUrls = (name: string): string[] =>
  BANNER_SIZES.map(({ width, height }) => `${MEDIA_PATH}/banner/${name}/${width}x${height}.svg`);

export const iconUrl = (name: string): string => `${MEDIA_PATH}/icon/${name}.svg`;
