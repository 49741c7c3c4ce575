import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailChangeRefusal } from '@lug/domain/rights';
import { FormCard } from '../../components/ui/card';
import { Link } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';

interface MemberDetailsCardProps {
  /** The member being edited; empty fields (and the focus in Email) when adding one. */
  initial?: { email: string | null; first_name: string; last_name: string };
  /**
   * Edit Member: why the server will refuse a new email here (decision 0036), or null when the
   * address an administrator typed may still be corrected. The field is read-only when refused.
   */
  emailLocked?: EmailChangeRefusal | null | undefined;
  /** More fields under the names (Edit Member's Role and Status). */
  children?: ReactNode;
}

/**
 * The "Member details" card of Add Member and Edit Member: Email, First Name, Last Name (required).
 * Only the owner changes an address someone has signed in with, on their profile with a link to the
 * new address (docs/product/members.md#edit-member): the form offers no change it would refuse.
 */
export function MemberDetailsCard({ initial, emailLocked, children }: MemberDetailsCardProps) {
  const { t } = useLingui();
  const lockedReason = {
    'own-account': t`This is your own address: you change it on your profile, with your password and a link to the new address.`,
    'signed-in': t`This member has signed in with this address: only they can change it, on their profile.`,
    'other-group': t`Another group uses this member's account too: only they can change its address.`,
  };
  return (
    <FormCard title={t`Member details`}>
      <div className="grid gap-2">
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          isRequired
          isReadOnly={emailLocked != null}
          defaultValue={initial?.email ?? ''}
          autoComplete="off"
          autoFocus={initial === undefined}
          description={emailLocked ? lockedReason[emailLocked] : undefined}
        />
        {emailLocked === 'own-account' ? (
          <Link to="/platform/profile" className="text-sm">
            <Trans>Change your email address</Trans>
          </Link>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="first_name"
          label={t`First Name`}
          isRequired
          defaultValue={initial?.first_name}
          autoComplete="off"
        />
        <TextField
          name="last_name"
          label={t`Last Name`}
          isRequired
          defaultValue={initial?.last_name}
          autoComplete="off"
        />
      </div>
      {children}
    </FormCard>
  );
}
