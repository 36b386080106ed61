import { describe, expect, it, vi } from 'vitest';
import { createDialogStore } from './dialog.store';

describe('dialog store', () => {
  it('keeps only one dialog open: opening another replaces it', () => {
    const store = createDialogStore();
    store.openDialog('login');
    store.openDialog('login', { onRegister: () => {} });
    expect(store.$dialog.get()).toMatchObject({ name: 'login', props: { onRegister: expect.any(Function) } });
  });

  it('gives every opening a new id, even for the same dialog', () => {
    const store = createDialogStore();
    store.openDialog('login');
    const first = store.$dialog.get()?.id;
    store.openDialog('login');
    expect(store.$dialog.get()?.id).not.toBe(first);
  });

  it('closes the open dialog', () => {
    const store = createDialogStore();
    store.openDialog('login');
    store.closeDialogs();
    expect(store.$dialog.get()).toBeNull();
  });

  it('holds names and props only, never a component: any framework can open the same dialogs', () => {
    const store = createDialogStore();
    store.openDialog('login', { onRecovery: () => {} });
    const opened = store.$dialog.get()!;
    expect(Object.keys(opened).sort()).toEqual(['id', 'name', 'props']);
    expect(typeof opened.name).toBe('string');
  });

  it('throws a TypeError for anything that is not a dialog name', () => {
    const store = createDialogStore();
    const open = store.openDialog as (value: unknown) => void;
    expect(() => open(() => null)).toThrow(/pass the dialog name/);
    expect(() => open({ $$typeof: Symbol.for('react.element') })).toThrow(/React element/);
    expect(() => open('')).toThrow(TypeError);
    expect(() => open(null)).toThrow(TypeError);
    expect(store.$dialog.get()).toBeNull();
  });
});

describe('a dialog nothing shows', () => {
  it('is warned of in the console, and not once a DialogHost listens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createDialogStore();
    store.openDialog('login');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("openDialog('login'): no <DialogHost /> is rendered"));
    warn.mockClear();
    const host = store.$dialog.listen(() => {});
    store.openDialog('login');
    expect(warn).not.toHaveBeenCalled();
    host();
    warn.mockRestore();
  });
});
