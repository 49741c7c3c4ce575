import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { studsToCm, tablePlanLimits, type PlanTable } from '@lug/domain/exhibits-helpers';
import { tableSizeFromText } from '@lug/domain/table-plan';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Select, SelectItem } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';

/** An equipment item booked for the activity (from the equipment area, passed in by the route). */
export interface BookedItem {
  id: number;
  name: string;
  notes: string | null;
  booked: number;
}

interface Props {
  tables: readonly PlanTable[];
  booked: readonly BookedItem[];
  onAdd: (tables: PlanTable[]) => void;
}

const newId = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function wholeStuds(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= tablePlanLimits.tableStudsMax ? n : null;
}

/**
 * Adding tables: one by hand, or as many as the activity booked of an equipment item. The size of
 * an item's tables is confirmed once: after that the plan's tables of that item remember it, and
 * before it the item's name or notes may suggest one ("183 × 76 cm").
 */
export function AddTableCard({ tables, booked, onAdd }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [width, setWidth] = useState('96');
  const [depth, setDepth] = useState('48');
  const [itemId, setItemId] = useState<number | null>(null);
  const [itemWidth, setItemWidth] = useState('');
  const [itemDepth, setItemDepth] = useState('');
  const item = booked.find((b) => b.id === itemId);
  const onPlan = item ? tables.filter((table) => table.equipment_id === item.id).length : 0;
  const missing = item ? Math.max(0, item.booked - onPlan) : 0;
  const bookedCount = item?.booked ?? 0;

  function cmHint(value: string) {
    const studs = wholeStuds(value);
    if (studs === null) return undefined;
    const cm = studsToCm(studs);
    return t`${cm} cm`;
  }

  function sizeOf(w: string, d: string) {
    const width_studs = wholeStuds(w);
    const depth_studs = wholeStuds(d);
    if (width_studs === null || depth_studs === null) {
      toast.error(t`Enter the table’s size in whole studs`, t`Between 1 and 2000 studs each way.`);
      return null;
    }
    return { width_studs, depth_studs };
  }

  function addOne() {
    const size = sizeOf(width, depth);
    if (!size) return;
    const number = tables.length + 1;
    onAdd([{ id: newId(), name: name.trim() || t`Table ${number}`, ...size }]);
    setName('');
  }

  function chooseItem(id: number | null) {
    setItemId(id);
    const chosen = booked.find((b) => b.id === id);
    if (!chosen) return;
    const known =
      tables.find((table) => table.equipment_id === chosen.id) ??
      tableSizeFromText(chosen.name) ??
      tableSizeFromText(chosen.notes ?? '');
    setItemWidth(known ? String(known.width_studs) : '');
    setItemDepth(known ? String(known.depth_studs) : '');
  }

  function addFromItem() {
    if (!item || missing === 0) return;
    const size = sizeOf(itemWidth, itemDepth);
    if (!size) return;
    onAdd(
      Array.from({ length: missing }, (_, i) => {
        const itemName = item.name.slice(0, 54);
        const number = onPlan + i + 1;
        return { id: newId() + i, name: `${itemName} ${number}`, equipment_id: item.id, ...size };
      }),
    );
  }

  const nextNumber = tables.length + 1;
  return (
    <Card className="print:hidden">
      <CardHeader
        title={t`Add tables`}
        description={t`Sizes in studs (1 stud = 8 mm). A 6-foot folding table (183 × 76 cm) is about 228 × 95 studs.`}
      />
      <CardContent className="flex flex-col gap-6">
        <form
          className="grid items-start gap-4 sm:grid-cols-4"
          onSubmit={(event) => {
            event.preventDefault();
            addOne();
          }}
        >
          <TextField label={t`Table name`} value={name} onChange={setName} placeholder={t`Table ${nextNumber}`} />
          <TextField
            label={t`Width (studs)`}
            inputMode="numeric"
            value={width}
            onChange={setWidth}
            description={cmHint(width)}
          />
          <TextField
            label={t`Depth (studs)`}
            inputMode="numeric"
            value={depth}
            onChange={setDepth}
            description={cmHint(depth)}
          />
          <Button type="submit" variant="secondary" className="sm:mt-7">
            <Trans>Add table</Trans>
          </Button>
        </form>
        {booked.length > 0 ? (
          <form
            aria-label={t`Tables from the equipment booked for this activity`}
            className="grid items-start gap-4 border-t border-line pt-4 sm:grid-cols-4"
            onSubmit={(event) => {
              event.preventDefault();
              addFromItem();
            }}
          >
            <Select
              label={t`Booked equipment`}
              value={itemId === null ? null : String(itemId)}
              onChange={(key) => chooseItem(key === null ? null : Number(key))}
              placeholder={t`Choose booked tables`}
              description={
                item ? t`${bookedCount} booked, ${onPlan} on the plan` : t`Make the plan’s tables from a booking.`
              }
            >
              {booked.map((b) => {
                const itemName = b.name;
                const count = b.booked;
                return (
                  <SelectItem key={b.id} id={String(b.id)} textValue={itemName}>
                    {t`${itemName} (${count} booked)`}
                  </SelectItem>
                );
              })}
            </Select>
            <TextField
              label={t`Width of one (studs)`}
              inputMode="numeric"
              value={itemWidth}
              onChange={setItemWidth}
              isDisabled={!item}
              description={cmHint(itemWidth)}
            />
            <TextField
              label={t`Depth of one (studs)`}
              inputMode="numeric"
              value={itemDepth}
              onChange={setItemDepth}
              isDisabled={!item}
              description={cmHint(itemDepth)}
            />
            <Button type="submit" variant="secondary" className="sm:mt-7" isDisabled={!item || missing === 0}>
              {item && missing === 0
                ? t`All on the plan`
                : plural(missing, { one: 'Add # table', other: 'Add # tables' })}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
