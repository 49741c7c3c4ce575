import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FormCard } from '../../components/ui/card';
import { Select, SelectItem } from '../../components/ui/select';
import { participationRoleQueries } from '../participation-roles/api';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';

/**
 * The activity form's card "Exhibits" (docs/product/shows-exhibits.md): whether members register
 * exhibits (MOCs), how many each, and the table area the approved ones may take (studs², 1 stud =
 * 8 mm), and the participation role an approved exhibit earns on each show day (decision 0049).
 * `exhibitsOpen` and `exhibitorRoleId` are controlled by the form (a switch and a select submit no text).
 */
export function ExhibitsFormCard(props: {
  organizationId: number;
  initial?: { exhibits_per_member: number | null; exhibits_area_studs: number | null };
  exhibitsOpen: boolean;
  onExhibitsOpen: (open: boolean) => void;
  exhibitorRoleId: number | null;
  onExhibitorRoleId: (roleId: number | null) => void;
}) {
  const { t } = useLingui();
  const roles = useQuery(participationRoleQueries.list(props.organizationId));
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return (
    <FormCard title={t`Exhibits`}>
      <Switch isSelected={props.exhibitsOpen} onChange={props.onExhibitsOpen}>
        <Trans>Members can register exhibits</Trans>
      </Switch>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="exhibits_per_member"
          label={t`Exhibits per member`}
          inputMode="numeric"
          description={t`Leave empty for no limit. Rejected exhibits do not count.`}
          defaultValue={text(props.initial?.exhibits_per_member)}
        />
        <TextField
          name="exhibits_area_studs"
          label={t`Table area (studs²)`}
          inputMode="numeric"
          description={t`The most the approved exhibits may take together; empty for no limit. A 96 × 48 studs table is 4,608 studs².`}
          defaultValue={text(props.initial?.exhibits_area_studs)}
        />
      </div>
      <Select
        label={t`Exhibitor role`}
        value={props.exhibitorRoleId === null ? 'none' : String(props.exhibitorRoleId)}
        onChange={(key) => props.onExhibitorRoleId(key === null || key === 'none' ? null : Number(key))}
        description={t`The participation role an approved exhibit earns its builder on each show day.`}
      >
        <SelectItem id="none">
          <Trans>No points for exhibits</Trans>
        </SelectItem>
        {(roles.data ?? [])
          .filter((r) => r.status === 'active' || r.id === props.exhibitorRoleId)
          .map(({ id, name, points }) => (
            <SelectItem key={id} id={String(id)} textValue={name}>
              {plural(points, { one: `${name} (# point)`, other: `${name} (# points)` })}
            </SelectItem>
          ))}
      </Select>
    </FormCard>
  );
}
