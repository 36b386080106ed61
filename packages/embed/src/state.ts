import { atom } from 'nanostores';
import { resolveEmbedOptions, type ResolvedEmbedOptions } from './config';
import type { OynaBetslipReadout, OynaSessionReadout } from './readout';

/** The login the host handed over: the `data` its `auth/login` answered (`token`, `username`, ...). */
export type OynaPlayer = { token: string; username: string } & Record<string, unknown>;

/** What `Oyna.configure` last set; the runtime follows it. */
export const $options = atom<ResolvedEmbedOptions>(
  resolveEmbedOptions({}, typeof location === 'undefined' ? 'http://localhost/' : location.href),
);

/** `undefined` until the host hands a login over (or takes it back with `null`). */
export const $player = atom<OynaPlayer | null | undefined>(undefined);

/** Reads what the running elements show, for the host; null while no element runs. */
export const $readout = atom<{ betslip(): OynaBetslipReadout; session(): OynaSessionReadout } | null>(null);
