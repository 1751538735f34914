// A form's "sending" flag that only its submit button reads (useSyncExternalStore): setting it in
// the submit handler re-renders that button alone, so "Sending..." is painted in the click's own
// frame while the form's validation and re-renders wait for the frame after (INP,
// docs/decisions/078).
import { useState, useSyncExternalStore } from 'react';

export interface SubmitFlag {
  get: () => boolean;
  set: (isOn: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSubmitFlag(): SubmitFlag {
  let isOn = false;
  const listeners = new Set<() => void>();
  return {
    get: () => isOn,
    set: (next) => {
      if (next === isOn) return;
      isOn = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** One flag for the component's lifetime (the form). */
export const useSubmitFlagOwner = (): SubmitFlag => useState(createSubmitFlag)[0];

/** The flag's value, re-rendering only the caller (the button) when it changes. */
export const useSubmitFlag = (flag: SubmitFlag): boolean => useSyncExternalStore(flag.subscribe, flag.get, () => false);
