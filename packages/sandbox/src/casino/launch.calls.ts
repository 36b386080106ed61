import type { z } from 'zod';
import {
  amusnetLaunchSchema,
  codeLaunchSchema,
  everyMatrixLaunchSchema,
  platformLaunchSchema,
  softGamingsLaunchSchema,
} from './casino.schemas.ts';
import { ProviderId } from './providers.ts';

/** What a launch payload says: the game, and (where the provider's call carries them) the device, language and lobby. */
export interface LaunchRequest {
  code: string;
  mobile: boolean;
  language: string | null;
  lobbyUrl: string | null;
  /** The product (EveryMatrix) or system (SoftGamings) the payload names; it must be the game's. */
  productId?: string;
  system?: string;
}

/** One provider's launch call: its path under `/api/casino/`, its payload, and what its answer is. */
export interface LaunchCall<S extends z.ZodType = z.ZodType> {
  path: string;
  providerId: ProviderId;
  schema: S;
  read(payload: z.output<S>): LaunchRequest;
  /** A URL of the game, or an HTML page whose script (or refresh) opens it. */
  answer: 'url' | 'html';
}

const call = <S extends z.ZodType>(definition: LaunchCall<S>): LaunchCall => definition as unknown as LaunchCall;

const byCode = (payload: { code: string }): LaunchRequest => ({ code: payload.code, mobile: false, language: null, lobbyUrl: null });

const byPlatform = (payload: z.output<typeof platformLaunchSchema>): LaunchRequest => ({
  code: payload.gameCode,
  mobile: payload.platform === 2,
  language: payload.language,
  lobbyUrl: payload.lobbyUrl,
});

/** The seven launch calls, with exactly the spec's payloads. */
export const LAUNCH_CALLS: readonly LaunchCall[] = [
  call({ path: 'dtlaunchurl', providerId: ProviderId.Digitain, schema: codeLaunchSchema, read: byCode, answer: 'url' }),
  call({ path: 'pragmaticlaunchurl', providerId: ProviderId.PragmaticPlay, schema: codeLaunchSchema, read: byCode, answer: 'url' }),
  call({
    path: 'emlaunchurl',
    providerId: ProviderId.EveryMatrix,
    schema: everyMatrixLaunchSchema,
    read: (payload) => ({ ...byCode(payload), productId: String(payload.productId) }),
    answer: 'url',
  }),
  call({
    path: 'amusnetlaunchurl',
    providerId: ProviderId.Amusnet,
    schema: amusnetLaunchSchema,
    read: (payload) => ({ ...byCode(payload), mobile: payload.isMobile }),
    answer: 'url',
  }),
  call({ path: 'egtlaunchurl', providerId: ProviderId.EgtDigital, schema: platformLaunchSchema, read: byPlatform, answer: 'url' }),
  call({ path: 'hub88launchurl', providerId: ProviderId.Hub88, schema: platformLaunchSchema, read: byPlatform, answer: 'url' }),
  call({
    path: 'softgamingslaunchurl',
    providerId: ProviderId.SoftGamings,
    schema: softGamingsLaunchSchema,
    read: (payload) => ({
      code: payload.pageCode,
      mobile: payload.isMobile === 1,
      language: null,
      lobbyUrl: null,
      system: String(payload.system),
    }),
    answer: 'html',
  }),
];
