import { useId, useRef, useState, type FormEvent } from 'react';
import { requestCall } from '@oyna/sdk/account';
import { TIME_SLOTS, type ContactType } from '@oyna/sdk/forms';
import { Dialog } from '../dialog/Dialog';
import { closeDialogs } from '../dialog/dialog.store';
import { useOyna, useSession, useT } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { SelectField } from '../shared/SelectField';
import { Spinner } from '../shared/Spinner';
import { TextAreaField } from '../shared/TextAreaField';
import { TextField } from '../shared/TextField';
import { useFeatureT } from '../shared/useFeatureT';
import { focusNamed } from '../shared/focusNamed';
import { usePending } from '../shared/usePending';
import { toastOutcome } from '../toast/toast.outcome';
import { toast } from '../toast/toast.store';
import * as css from './CallRequestDialog.css';
import { callRequestMessages } from './callRequest.messages';
import {
  addContact,
  changeContact,
  contactInput,
  contactTypeOptions,
  draftErrors,
  draftInput,
  emptyDraft,
  removeContact,
  submitWarning,
  type CallRequestDraft,
  type DraftField,
} from './callRequest.model';

const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

/**
 * The Call Request Form as the 'callRequest' dialog: name, username, message, the hour range and one
 * to five contacts. Save Request looks disabled until the form is complete; pressed early it says
 * what is missing. Success shows the server's message and closes every dialog.
 */
export function CallRequestDialog() {
  const t = useT();
  const tf = useFeatureT(callRequestMessages);
  const client = useOyna();
  const session = useSession();
  const [draft, setDraft] = useState<CallRequestDraft>(() => emptyDraft(session.status === 'player' ? session.user.username : ''));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { pending, run } = usePending();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const errors = draftErrors(draft);
  const valid = Object.keys(errors).length === 0;

  const touch = (key: string) => () => setTouched((current) => new Set(current).add(key));
  const shown = (path: string, key: string = path) => (submitted || touched.has(key) ? errors[path] : undefined);
  const focus = (name: string) => requestAnimationFrame(() => focusNamed(formRef.current, name));

  const field = (name: DraftField) => ({
    name,
    value: draft[name],
    error: shown(name),
    onBlur: touch(name),
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const onAddContact = () => {
    const { draft: next, warning } = addContact(draft);
    if (warning) {
      toast.warning({ key: warning });
      return;
    }
    setDraft(next);
    focus(`contacts.${next.contacts.length - 1}.type`);
  };

  const onRemoveContact = (id: number) => {
    setDraft((current) => removeContact(current, id));
    focus('addContact');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setSubmitted(true);
      const warning = submitWarning(draft);
      if (warning) toast.warning({ key: warning });
      const [first] = Object.keys(errors);
      focus(first === 'contacts' ? 'addContact' : (first ?? ''));
      return;
    }
    void run(async () => {
      const result = await requestCall(client, draftInput(draft));
      toastOutcome(result);
      if (result.status === 'done') closeDialogs();
    });
  };

  return (
    <Dialog title={tf('callRequest.title')} size="callRequest">
      <p className={css.intro}>{tf('callRequest.intro')}</p>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <TextField label={tf('callRequest.name')} autoComplete="name" {...field('name')} />
        <TextField label={tf('callRequest.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
        <TextAreaField label={tf('callRequest.message')} {...field('message')} />
        <SelectField
          label={tf('callRequest.timeSlot')}
          placeholder={tf('callRequest.timeSlotPlaceholder')}
          options={SLOT_OPTIONS}
          {...field('timeSlot')}
        />
        <section className={css.contacts} aria-labelledby={`${ids}-contacts`}>
          <div className={css.contactsHead}>
            <h3 id={`${ids}-contacts`} className={css.contactsTitle}>
              {tf('callRequest.contacts')}
            </h3>
            <Button name="addContact" size="sm" onClick={onAddContact}>
              <Icon name="plus" size={18} />
              {tf('callRequest.addContact')}
            </Button>
          </div>
          {draft.contacts.length === 0 ? (
            <p className={css.hint}>{tf('callRequest.noContacts')}</p>
          ) : (
            <ol className={css.rows}>
              {draft.contacts.map((row, index) => {
                const number = index + 1;
                const input = row.type === null ? null : contactInput(row.type);
                return (
                  <li key={row.id}>
                    <fieldset className={css.row}>
                      <legend className={css.legend}>{tf('callRequest.contact', { number })}</legend>
                      <div className={css.rowFields}>
                        <SelectField
                          name={`contacts.${index}.type`}
                          label={tf('callRequest.contactType')}
                          placeholder={tf('callRequest.contactTypePlaceholder')}
                          options={contactTypeOptions().map((option) => ({ value: String(option.value), label: t(option.labelKey) }))}
                          value={row.type === null ? '' : String(row.type)}
                          // A row's type is asked for once its value was left or the form sent: focus moves
                          // into each new row, and leaving one unchosen for the next is no mistake yet.
                          error={shown(`contacts.${index}.type`, `contact:${row.id}`)}
                          onChange={(event) =>
                            setDraft((current) => changeContact(current, row.id, { type: Number(event.target.value) as ContactType }))
                          }
                        />
                        {input ? (
                          <TextField
                            name={`contacts.${index}.contact`}
                            label={t(input.labelKey)}
                            type={input.inputType}
                            autoComplete={input.autoComplete}
                            placeholder={t(input.placeholderKey)}
                            value={row.contact}
                            error={shown(`contacts.${index}.contact`, `contact:${row.id}`)}
                            onBlur={touch(`contact:${row.id}`)}
                            onChange={(event) => setDraft((current) => changeContact(current, row.id, { contact: event.target.value }))}
                          />
                        ) : null}
                      </div>
                      <Button
                        tone="ghost"
                        shape="icon"
                        className={css.remove}
                        aria-label={tf('callRequest.removeContact', { number })}
                        onClick={() => onRemoveContact(row.id)}
                      >
                        <Icon name="trash" size={18} />
                      </Button>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        <Button type="submit" tone="primary" block aria-disabled={!valid || pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {tf('callRequest.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
