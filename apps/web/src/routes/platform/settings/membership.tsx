import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import type { LevelThreshold, MembershipSettings } from '@lug/domain/settings';
import { DeleteIcon, PlusIcon } from '../../../components/action-icons';
import { Button } from '../../../components/ui/button';
import { screenError } from '../../../components/screen-error';
import { FormCard } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Link } from '../../../components/ui/link';
import { NumberField } from '../../../components/ui/number-field';
import { Select, SelectItem } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { categoryQueries } from '../../../features/categories/api';
import { categoryMessages } from '../../../features/categories/messages';
import { registrationQueries } from '../../../features/registration/api';
import { DuesFeesCard } from '../../../features/registration/dues-fees-card';
import { useOrganization } from '../../../features/organizations/use-organization';
import { PaymentSettingsCard } from '../../../features/settings/payment-settings-card';
import { SettingSwitch } from '../../../features/settings/setting-switch';
import { SettingsForm, SettingsTab, useSettingsValues } from '../../../features/settings/settings-form';
import { sectionErrors } from '../../../features/settings/use-settings';
import { lazySchema } from '../../../lib/form';
import { monthNames } from '../../../lib/month-names';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/membership')({
  // The meeting categories are chosen among the organisation's categories.
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
    queryClient.ensureQueryData(registrationQueries.fees(organizationId)),
  ]),
  head: () => titleHead(t`Membership Settings`),
  errorComponent: screenError({ title: categoryMessages.errorFetching }),
  component: MembershipTab,
});

/** The membership settings (one save), then the dues amounts (saved on their own). */
function MembershipTab() {
  const { organizationId } = useOrganization();
  return (
    <div className="flex flex-col gap-6">
      <SettingsTab>{(settings) => <MembershipSettingsForm initial={settings.membership} />}</SettingsTab>
      <DuesFeesCard organizationId={organizationId} />
      <SettingsTab>{(settings) => <PaymentSettingsCard initial={settings.payment} />}</SettingsTab>
    </div>
  );
}

/** Days in each month; February has 29 (a renewal on the 29th falls back to the 28th in other years). */
const monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, '0');

interface LevelRow extends Omit<LevelThreshold, 'min_points'> {
  key: number;
  min_points: number;
}

let nextLevelKey = 0;
const levelRow = (level: LevelThreshold): LevelRow => ({ ...level, key: nextLevelKey++ });

const membershipSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.membershipSettings));

function MembershipSettingsForm({ initial }: { initial: MembershipSettings }) {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const [renewalMonth, setRenewalMonth] = useState(Number(initial.renewal_date.slice(0, 2)));
  const [renewalDay, setRenewalDay] = useState(Number(initial.renewal_date.slice(3, 5)));
  const [levels, setLevels] = useState<LevelRow[]>(() => initial.level_thresholds.map(levelRow));
  // The row just added: its name field takes the focus.
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const daysInMonth = monthDays[renewalMonth - 1] ?? 31;
  const { form, values, set, field, toggle } = useSettingsValues(
    'membership',
    membershipSchema,
    {
      require_annual_renewal: initial.require_annual_renewal,
      minimum_points: initial.minimum_points,
      auto_update_status: initial.auto_update_status,
      inactive_after_days: initial.inactive_after_days,
      registration_points: initial.registration_points,
      dues_points: initial.dues_points,
      meeting_category_ids: initial.meeting_category_ids.map(String),
    },
    {
      read: (current) => ({
        ...current,
        renewal_date: `${pad(renewalMonth)}-${pad(Math.min(renewalDay, daysInMonth))}`,
        meeting_category_ids: current.meeting_category_ids.map(Number),
        level_thresholds: [...levels]
          .sort((a, b) => a.min_points - b.min_points)
          .map(({ name, min_points }) => ({ name, min_points })),
      }),
      invalid: (error, schema) => {
        // Level errors name the row in the order the user sees (they are sorted only when saved).
        const unsortedLevels = schema.shape.level_thresholds.safeParse(
          levels.map(({ name, min_points }) => ({ name, min_points })),
        );
        const errs = sectionErrors(error);
        for (const key of Object.keys(errs)) if (key.startsWith('level_thresholds.')) delete errs[key];
        return { ...errs, ...(unsortedLevels.success ? {} : sectionErrors(unsortedLevels.error)) };
      },
      valid: (saved) => setLevels(saved.level_thresholds.map(levelRow)),
    },
  );
  const { errors, clear } = form;

  function updateLevel(key: number, change: Partial<LevelRow>) {
    setLevels((current) => current.map((level) => (level.key === key ? { ...level, ...change } : level)));
  }

  function addLevel() {
    const top = Math.max(0, ...levels.map((l) => (Number.isFinite(l.min_points) ? l.min_points : 0)));
    const row = levelRow({ name: '', min_points: levels.length === 0 ? 0 : top + 100 });
    setLevels((current) => [...current, row]);
    setAddedKey(row.key);
  }

  const levelListError = errors.level_thresholds;
  const categoryOptions = orderCategoriesAsTree(categories);

  return (
    <SettingsForm aria-label={t`Membership settings`} form={form}>
      <FormCard title={t`Renewal and status`}>
        <SettingSwitch
          label={t`Require Annual Renewal`}
          description={t`Members register again every year.`}
          {...toggle('require_annual_renewal')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="pb-1.5 text-sm font-medium text-fg">
            <Trans>Renewal date</Trans>
          </legend>
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3 sm:max-w-md">
            <Select
              label={t`Month`}
              value={String(renewalMonth)}
              onChange={(key) => setRenewalMonth(Number(key))}
              isInvalid={Boolean(errors.renewal_date)}
              errorMessage={errors.renewal_date}
            >
              {monthNames().map((month, index) => (
                <SelectItem key={month} id={String(index + 1)}>
                  {month}
                </SelectItem>
              ))}
            </Select>
            <Select
              label={t`Day`}
              value={String(Math.min(renewalDay, daysInMonth))}
              onChange={(key) => setRenewalDay(Number(key))}
            >
              {Array.from({ length: daysInMonth }, (_, index) => (
                <SelectItem key={index + 1} id={String(index + 1)}>
                  {String(index + 1)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <p className="text-sm text-fg-subtle">
            <Trans>The day each year's membership renews; shown as the next renewal on the dashboard.</Trans>
          </p>
        </fieldset>
        <NumberField
          label={t`Minimum Points Required`}
          description={t`Points a member needs in a year to stay active at renewal.`}
          className="sm:max-w-md"
          minValue={0}
          {...field('minimum_points')}
        />
        <SettingSwitch
          label={t`Auto-update Member Status`}
          description={t`Members with no participation for the days below, or under the minimum points at renewal, become inactive.`}
          {...toggle('auto_update_status')}
        />
        <NumberField
          label={t`Inactive After (days)`}
          description={t`Days without any participation after which a member becomes inactive.`}
          className="sm:max-w-md"
          minValue={1}
          maxValue={3650}
          {...field('inactive_after_days')}
        />
      </FormCard>

      <FormCard
        title={t`Points for the year`}
        description={t`Counted with the points of activities in rankings, levels and reports.`}
      >
        <NumberField
          label={t`Points for Registering`}
          description={t`A member gets these once their registration for the year is complete.`}
          className="sm:max-w-md"
          minValue={0}
          maxValue={100_000}
          {...field('registration_points')}
        />
        <NumberField
          label={t`Points for Dues`}
          description={t`A member gets these once the year's dues are paid or given in lieu.`}
          className="sm:max-w-md"
          minValue={0}
          maxValue={100_000}
          {...field('dues_points')}
        />
      </FormCard>

      <FormCard
        title={t`Meetings`}
        description={t`Activities in these categories count as meetings on the members' dashboard.`}
      >
        {categoryOptions.length === 0 ? (
          <p className="text-sm text-fg-muted">
            <Trans>
              No categories yet. <Link to="/platform/categories/create">Create a category</Link> such as “Meetings”
              first.
            </Trans>
          </p>
        ) : (
          <CheckboxGroup
            name="meeting_category_ids"
            label={t`Meeting categories`}
            value={values.meeting_category_ids}
            onChange={(ids) => set('meeting_category_ids', ids)}
          >
            {categoryOptions.map((category) => (
              <Checkbox
                key={category.id}
                value={String(category.id)}
                className={category.depth > 0 ? 'ps-6' : undefined}
              >
                {category.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      </FormCard>

      <FormCard
        title={t`Levels`}
        description={t`The points ranking's levels: a member reaches a level with at least its points in the year.`}
      >
        <ul aria-label={t`Level thresholds`} className="flex flex-col gap-3">
          {levels.map((level, index) => {
            const number = index + 1;
            const levelName = level.name;
            return (
              <li key={level.key} className="flex items-start gap-2 sm:gap-3">
                <TextField
                  name={`level_thresholds.${index}.name`}
                  label={t`Level ${number} name`}
                  className="min-w-0 flex-1"
                  autoFocus={level.key === addedKey}
                  value={level.name}
                  onChange={(name) => {
                    updateLevel(level.key, { name });
                    clear(`level_thresholds.${index}.name`, 'level_thresholds');
                  }}
                />
                <NumberField
                  name={`level_thresholds.${index}.min_points`}
                  label={t`Level ${number} points`}
                  className="w-28 sm:w-40"
                  minValue={0}
                  value={level.min_points}
                  onChange={(min_points) => {
                    updateLevel(level.key, { min_points });
                    clear(`level_thresholds.${index}.min_points`, 'level_thresholds');
                  }}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6.5 text-danger-text"
                  aria-label={levelName ? t`Remove level ${number} (${levelName})` : t`Remove level ${number}`}
                  isDisabled={levels.length <= 1}
                  onPress={() => setLevels((current) => current.filter((l) => l.key !== level.key))}
                >
                  <DeleteIcon />
                </Button>
              </li>
            );
          })}
        </ul>
        {levelListError ? (
          <p role="alert" className="text-sm font-medium text-danger-text">
            {levelListError}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onPress={addLevel}
          isDisabled={levels.length >= 20}
        >
          <PlusIcon />
          <Trans>Add level</Trans>
        </Button>
      </FormCard>
    </SettingsForm>
  );
}
