import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Permission } from '@lug/domain/permissions';
import { useSession, type SessionOrganization } from '../auth/session';
import {
  getStoredOrganizationId,
  pickOrganization,
  setStoredOrganizationId,
  subscribeToStoredOrganizationId,
} from './selected-organization';

export interface OrganizationSelection {
  /** The selected organisation, or null when the user belongs to none (or the session is loading). */
  organization: SessionOrganization | null;
  organizationId: number | null;
  /** Every organisation the user belongs to (from auth.me). */
  organizations: SessionOrganization[];
  permissions: Permission[];
  can: (permission: Permission) => boolean;
  /** Switches the platform to another organisation (persisted in localStorage). */
  select: (organizationId: number) => void;
}

/** The selection, possibly empty: for the layout, the selector and guards. */
export function useOrganizationSelection(): OrganizationSelection {
  const { data: session } = useSession();
  const storedId = useSyncExternalStore(subscribeToStoredOrganizationId, getStoredOrganizationId, () => null);
  const organizations = useMemo(() => session?.organizations ?? [], [session]);
  const organization = pickOrganization(organizations, storedId);
  const permissions = useMemo(() => organization?.permissions ?? [], [organization]);
  const can = useCallback((permission: Permission) => permissions.includes(permission), [permissions]);
  return {
    organization,
    organizationId: organization?.id ?? null,
    organizations,
    permissions,
    can,
    select: setStoredOrganizationId,
  };
}

export interface OrganizationContext extends OrganizationSelection {
  organization: SessionOrganization;
  organizationId: number;
}

/**
 * The organisation a platform screen works in, with the caller's permissions there:
 * `const { organizationId, can } = useOrganization(); if (can('members.manage')) ...`.
 * Screens under /platform always have one (the layout shows a "no organisation" panel otherwise);
 * used anywhere else without one it throws.
 */
export function useOrganization(): OrganizationContext {
  const selection = useOrganizationSelection();
  if (selection.organization === null || selection.organizationId === null) {
    throw new Error('useOrganization() needs a selected organization: use it in a screen under /platform.');
  }
  return selection as OrganizationContext;
}
