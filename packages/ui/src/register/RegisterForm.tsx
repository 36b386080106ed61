import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { registrationOf, type Country, type RegisterMode, type RegistrationResult } from '@oyna/sdk/account';
import { PERSONAL_NO_LENGTH, defaultCountryId, type FieldError } from '@oyna/sdk/forms';
import { formatTry } from '@oyna/sdk/i18n';
import { useOyna, useT } from '../provider/hooks';
import { useFeatureT } from '../shared/useFeatureT';
import { registerMessages, type RegisterMessageKey } from './register.messages';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { PhoneField } from '../shared/PhoneField';
import { Spinner } from '../shared/Spinner';
import { cx } from '../theme/cx';
import { TextField, type TextFieldProps } from '../shared/TextField';
import * as fieldCss from '../shared/TextField.css';
import { useZodForm } from '../shared/useZodForm';
import { toastError } from '../toast/toast.error';
import { toast } from '../toast/toast.store';
import * as css from './RegisterDialog.css';
import { initialRegisterValues, registerFormRules, showsField, type RegisterValues } from './register.model';

export interface RegisterFormProps {
  /** The bootstrap's trial bonus in TRY; the opt-in box shows when it is above 0. */
  trialBonusAmount: number;
  /** A sign-up the server accepted: the new player is logged in. */
  onRegistered(result: Extract<RegistrationResult, { status: 'registered' }>, form: { phone: string }): void;
}

const TABS: readonly { mode: RegisterMode; key: RegisterMessageKey }[] = [
  { mode: 'fast', key: 'register.fast' },
  { mode: 'default', key: 'register.default' },
];

/**
 * The sign-up form with its two tabs, Fast Register (first) and Default Register, which share what
 * was typed. Errors show after a field is left and after a submit; the button shows loading while
 * the request runs and sends it once however often it is pressed.
 */
export function RegisterForm({ trialBonusAmount, onRegistered }: RegisterFormProps) {
  const t = useT();
  const ft = useFeatureT(registerMessages);
  const client = useOyna();
  const registration = registrationOf(client);
  const countries = useStore(registration.$countries);
  const [mode, setMode] = useState<RegisterMode>('fast');
  const [bonusTicked, setBonusTicked] = useState(false);
  const offered = trialBonusAmount > 0;
  const trialBonus = offered && bonusTicked ? trialBonusAmount : 0;
  const form = useZodForm<keyof RegisterValues, unknown>(registerFormRules(mode, trialBonus), initialRegisterValues());
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const lastError = useRef<string | null>(null);
  const countryChosen = useRef(false);
  const ids = useId();
  const tabRefs = useRef<Record<RegisterMode, HTMLButtonElement | null>>({ fast: null, default: null });

  // The country Turkiye is preselected once the list names its id, unless the player chose one.
  const countryField = form.field('country');
  useEffect(() => {
    if (countries && !countryChosen.current) countryField.onChange({ target: { value: String(defaultCountryId(countries)) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list arrives
  }, [countries]);

  const submit = form.handleSubmit(async (data) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    if (lastError.current) toast.dismiss(lastError.current);
    const result = await registration.register(data, mode);
    if (result.status === 'registered') {
      onRegistered(result, { phone: form.values.phone });
      return;
    }
    if (result.status === 'refused') lastError.current = toast.error(result.message);
    else if (result.status === 'failed') lastError.current = toastError(result.error);
    inFlight.current = false;
    setPending(false);
  });

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.mode === mode);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!.mode;
    setMode(next);
    tabRefs.current[next]?.focus();
  }

  const text = (name: Exclude<keyof RegisterValues, 'phone' | 'country'>, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} error={form.errorOf(name)} {...form.field(name)} {...extra} />
  );

  return (
    <>
      <div role="tablist" aria-label={ft('register.kind')} className={css.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[tab.mode] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`${ids}-panel`}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={css.tab}
            onClick={() => setMode(tab.mode)}
            onKeyDown={onTabKey}
          >
            {ft(tab.key)}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${mode}`}>
        <form className={css.form} onSubmit={submit} noValidate>
          <div className={css.pair}>
            {text('name', ft('register.name'), { autoComplete: 'given-name', autoFocus: true })}
            {text('surname', ft('register.surname'), { autoComplete: 'family-name' })}
          </div>
          {text('username', ft('register.username'), { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
          <div className={css.pair}>
            {text('email', ft('register.email'), { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false })}
            <PhoneField label={ft('register.phone')} error={form.errorOf('phone')} {...form.field('phone')} />
          </div>
          {showsField(mode, 'personalNo') ? (
            <div className={css.pair}>
              {text('personalNo', ft('register.personalNo'), { inputMode: 'numeric', autoComplete: 'off', maxLength: PERSONAL_NO_LENGTH })}
              <CountryField
                label={ft('register.country')}
                countries={countries}
                loading={t('common.loading')}
                {...countryField}
                onChange={(event) => {
                  countryChosen.current = true;
                  countryField.onChange(event);
                }}
              />
            </div>
          ) : null}
          {showsField(mode, 'birthDay') ? (
            <BirthDateFields
              legend={ft('register.birthDate')}
              labels={{ birthDay: ft('register.birthDay'), birthMonth: ft('register.birthMonth'), birthYear: ft('register.birthYear') }}
              field={form.field}
              errorOf={form.errorOf}
            />
          ) : null}
          <div className={css.pair}>
            {text('password', ft('register.password'), { type: 'password', autoComplete: 'new-password' })}
            {text('password2', ft('register.password2'), { type: 'password', autoComplete: 'new-password' })}
          </div>
          {offered ? (
            <label className={css.bonus}>
              <input type="checkbox" className={css.checkbox} checked={bonusTicked} onChange={(event) => setBonusTicked(event.target.checked)} />
              <Icon name="gift" size={20} />
              <span className={css.bonusText}>
                <span>{ft('register.trialBonus', { amount: formatTry(trialBonusAmount) })}</span>
                <span className={css.muted}>{ft('register.trialBonusHint')}</span>
              </span>
            </label>
          ) : null}
          <Button type="submit" tone="primary" block aria-disabled={pending} aria-busy={pending}>
            {pending ? <Spinner /> : null}
            {ft('register.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}

interface CountryFieldProps {
  label: string;
  countries: readonly Country[] | null;
  /** Shown as the one option until the list arrives. */
  loading: string;
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

/** The server's countries in a native select, Turkiye first. */
function CountryField({ label, countries, loading, ...select }: CountryFieldProps) {
  const id = useId();
  return (
    <div className={fieldCss.field}>
      <label htmlFor={id} className={fieldCss.label}>
        {label}
      </label>
      <select id={id} className={fieldCss.input} autoComplete="country" {...select}>
        {countries === null || countries.length === 0 ? <option value={select.value}>{loading}</option> : null}
        {(countries ?? []).map((country) => (
          <option key={country.id} value={String(country.id)}>
            {country.name}
          </option>
        ))}
      </select>
      {/* The same room below as a text field keeps the rows in line. */}
      <p className={fieldCss.error} />
    </div>
  );
}

type BirthField = 'birthDay' | 'birthMonth' | 'birthYear';

interface BirthDateFieldsProps {
  legend: string;
  labels: Record<BirthField, string>;
  field: ReturnType<typeof useZodForm<keyof RegisterValues, unknown>>['field'];
  errorOf(field: BirthField): FieldError | undefined;
}

/** Day, month and year in a group named 'Date of birth'; one message for the date under them. */
function BirthDateFields({ legend, labels, field, errorOf }: BirthDateFieldsProps) {
  const t = useT();
  const errorId = useId();
  const error = errorOf('birthDay') ?? errorOf('birthMonth') ?? errorOf('birthYear');
  const part = (name: BirthField, length: number, autoComplete: string) => (
    <div className={fieldCss.field}>
      <label htmlFor={`${errorId}-${name}`} className={fieldCss.label}>
        {labels[name]}
      </label>
      <input
        id={`${errorId}-${name}`}
        className={fieldCss.input}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={length}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field(name)}
      />
    </div>
  );
  return (
    <fieldset className={css.birthDate}>
      <legend className={cx(fieldCss.label, css.legend)}>{legend}</legend>
      <div className={css.birthParts}>
        {part('birthDay', 2, 'bday-day')}
        {part('birthMonth', 2, 'bday-month')}
        {part('birthYear', 4, 'bday-year')}
      </div>
      <p id={errorId} className={fieldCss.error}>
        {error ? (
          <>
            <Icon name="error" size={16} />
            {t(error.key, error.params)}
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
