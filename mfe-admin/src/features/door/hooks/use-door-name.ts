import { useCallback, useState } from 'react';

const KEY = 'gcw:door-name';
export const DEFAULT_DOOR = 'Pintu A';

function stored(): string {
  try {
    return window.localStorage.getItem(KEY) || DEFAULT_DOOR;
  } catch {
    return DEFAULT_DOOR;
  }
}

/** The door this phone stands at, kept on the device: the staff names it once per event. */
export function useDoorName() {
  const [name, setName] = useState(stored);
  const change = useCallback((next: string) => {
    setName(next);
    try {
      window.localStorage.setItem(KEY, next.trim() || DEFAULT_DOOR);
    } catch {
      // private mode: the name lasts for this page only
    }
  }, []);
  /** `value` as typed (for the field), `door` as the check-ins name it. */
  return { value: name, door: name.trim() || DEFAULT_DOOR, change };
}
