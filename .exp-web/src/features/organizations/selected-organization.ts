/**
 * Which organisation the platform works in: the id is kept in localStorage (`lug.organizationId`);
 * the first of the user's organisations is used when none is stored or the stored one is gone.
 */
export const organizationStorageKey = 'lug.organizationId';

const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const raw = window.localStorage.getItem(organizationStorageKey);
    if (raw === null || !/^\d+$/.test(raw)) return null;
    return Number(raw);
  } catch {
    return null; // storage disabled: fall back to the first organisation
  }
}

export function getStoredOrganizationId(): number | null {
  return read();
}

export function setStoredOrganizationId(id: number | null) {
  try {
    if (id === null) window.localStorage.removeItem(organizationStorageKey);
    else window.localStorage.setItem(organizationStorageKey, String(id));
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: other tabs (storage events) and this tab (setStoredOrganizationId). */
export function subscribeToStoredOrganizationId(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === organizationStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The selected organisation among `organizations`, given the stored id. */
export function pickOrganization<T extends { id: number }>(
  organizations: readonly T[],
  storedId: number | null,
): T | null {
  return organizations.find((organization) => organization.id === storedId) ?? organizations[0] ?? null;
}
