import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormCard } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';

interface MemberDetailsCardProps {
  /** The member being edited; empty fields (and the focus in Email) when adding one. */
  initial?: { email: string | null; first_name: string; last_name: string };
  /** More fields under the names (Edit Member's Role and Status). */
  children?: ReactNode;
}

/** The "Member details" card of Add Member and Edit Member: Email, First Name, Last Name (required). */
export function MemberDetailsCard({ initial, children }: MemberDetailsCardProps) {
  const { t } = useLingui();
  return (
    <FormCard title={t`Member details`}>
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        isRequired
        defaultValue={initial?.email ?? ''}
        autoComplete="off"
        autoFocus={initial === undefined}
      />
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
