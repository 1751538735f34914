// /availability's data once the page is out of date (docs/decisions/061): AvailabilityRefresh, loaded
// only then, fetches the API's units and buildings and keeps them here; the filter island (a
// separate island, the same module) counts and filters them instead of the build's.
import { useSyncExternalStore } from 'react';
import type { AvailabilityBuilding, AvailabilityUnit } from '~/src/lib/availability-data';

export interface LiveAvailability {
  units: AvailabilityUnit[];
  buildings: AvailabilityBuilding[];
}

let live: LiveAvailability | null = null;
const listeners = new Set<() => void>();

export function publishLiveAvailability(next: LiveAvailability): void {
  live = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The API's answer once AvailabilityRefresh has it; null before (and while hydrating: the build's data stands). */
export const useLiveAvailability = (): LiveAvailability | null =>
  useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  );
