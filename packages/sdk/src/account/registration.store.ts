import { atom, type ReadableAtom } from 'nanostores';
import type { AuthData } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import { whileObserved } from '../client/whileObserved';
import { actionFailure, type ActionFailure } from '../errors/oyna.errors';
import { fieldErrors, type FieldError } from '../forms/forms.errors';
import { fastRegisterFormSchema, registerFormSchema } from '../forms/register.form';
import { toRegisterPayload } from '../forms/register.schema';
import { readAffiliate, registerFormQuery } from './affiliate.calc';
import { defineTrialBonus, getRegisterForm, registerPlayer } from './registration.api';
import type { Country } from './registration.schema';

/** Which tab the form was filled in: Fast Register (no national id, no birth date) or Default Register. */
export type RegisterMode = 'fast' | 'default';

export type RegistrationResult =
  | {
      status: 'registered';
      user: AuthData;
      /** The server's greeting, for the success toast. */
      message: string;
      /** What the dialog shows next: the phone-code flow when the trial bonus was ticked, else the celebration. */
      next: 'verifyPhone' | 'celebrate';
    }
  | { status: 'invalid'; errors: Record<string, FieldError> }
  | ActionFailure;

export type TrialBonusResult = { status: 'granted'; message: string } | ActionFailure;

export interface Registration {
  /** The sign-up form's countries (GET auth/form, with the referrer's id): loaded while something shows them. */
  readonly $countries: ReadableAtom<readonly Country[] | null>;
  /**
   * Signs a visitor up from the form's values: checked by the sign-up rules first (nothing is sent
   * when they refuse), with the affiliate found in local storage, then in the cookies. A new player
   * is logged in at once.
   */
  register(form: unknown, mode: RegisterMode): Promise<RegistrationResult>;
  /** The celebration's Yes: grants the trial bonus the sign-up was offered. */
  claimTrialBonus(): Promise<TrialBonusResult>;
}

const REGISTRATION = Symbol('oyna.registration');

/** Sign-up and the trial bonus of a client: one per client, created on first use. */
export function registrationOf(client: OynaClient): Registration {
  return client.domain(REGISTRATION, createRegistration);
}

function createRegistration(client: OynaClient): Registration {
  const $countries = atom<readonly Country[] | null>(null);
  const affiliate = () => readAffiliate({ getItem: (key) => client.platform.storage.getItem(key), cookie: client.platform.cookies() });

  whileObserved(client, $countries, () => {
    let live = true;
    if ($countries.get() === null) {
      getRegisterForm(client, registerFormQuery(affiliate())).then(
        ({ countries }) => live && $countries.set(countries),
        // The form keeps its default country (Turkiye's id) when the list cannot be had.
        () => {},
      );
    }
    return () => {
      live = false;
    };
  });

  return {
    $countries,
    async register(form, mode) {
      const schema = mode === 'fast' ? fastRegisterFormSchema : registerFormSchema;
      const parsed = schema.safeParse(form);
      if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
      try {
        const { data: user, message } = await registerPlayer(client, toRegisterPayload(parsed.data, affiliate()));
        client.setAuth(user);
        return { status: 'registered', user, message, next: parsed.data.trialBonus > 0 ? 'verifyPhone' : 'celebrate' };
      } catch (error) {
        return actionFailure(error);
      }
    },
    async claimTrialBonus() {
      try {
        return { status: 'granted', message: (await defineTrialBonus(client)).message };
      } catch (error) {
        return actionFailure(error);
      }
    },
  };
}
