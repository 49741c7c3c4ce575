import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FormCard } from '../../components/ui/card';
import { Select, SelectItem } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { participationRoleQueries } from '../participation-roles/api';

const noRole = 'none';

/**
 * The activity form's card "RSVP & Check-in" (docs/product/activities.md#create-activity): whether
 * members answer, the capacity, the deadline and the participation role a check-in records.
 * `rsvpOpen` and `checkinRoleId` are controlled by the form (a switch and a select submit no text).
 */
export function RsvpFormCard(props: {
  organizationId: number;
  initial?: { capacity: number | null; rsvp_deadline: string | null };
  rsvpOpen: boolean;
  onRsvpOpen: (open: boolean) => void;
  checkinRoleId: number | null;
  onCheckinRoleId: (roleId: number | null) => void;
}) {
  const { t } = useLingui();
  const roles = useQuery(participationRoleQueries.list(props.organizationId));
  return (
    <FormCard title={t`RSVP & Check-in`}>
      <Switch isSelected={props.rsvpOpen} onChange={props.onRsvpOpen}>
        <Trans>Members can RSVP</Trans>
      </Switch>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="capacity"
          label={t`Capacity`}
          inputMode="numeric"
          description={t`Seats; leave empty for no limit. Answers beyond it join the waitlist.`}
          defaultValue={props.initial?.capacity === null || !props.initial ? '' : String(props.initial.capacity)}
        />
        <TextField
          name="rsvp_deadline"
          type="date"
          label={t`RSVP deadline`}
          description={t`The last day members can change their answer; empty: until the start.`}
          defaultValue={props.initial?.rsvp_deadline ?? ''}
        />
      </div>
      <Select
        label={t`Check-in role`}
        value={props.checkinRoleId === null ? noRole : String(props.checkinRoleId)}
        onChange={(key) => props.onCheckinRoleId(key === null || key === noRole ? null : Number(key))}
        description={
          roles.isError
            ? t`Error loading participation roles`
            : roles.isPending
              ? t`Loading participation roles…`
              : t`The participation role a check-in records (with its points).`
        }
      >
        <SelectItem id={noRole}>
          <Trans>No check-in</Trans>
        </SelectItem>
        {(roles.data ?? []).map(({ id, name, points }) => (
          <SelectItem key={id} id={String(id)} textValue={name}>
            {plural(points, { one: `${name} (# point)`, other: `${name} (# points)` })}
          </SelectItem>
        ))}
        {props.checkinRoleId !== null && roles.data && !roles.data.some((r) => r.id === props.checkinRoleId) ? (
          <SelectItem id={String(props.checkinRoleId)}>
            <Trans>The current role</Trans>
          </SelectItem>
        ) : null}
      </Select>
    </FormCard>
  );
}
