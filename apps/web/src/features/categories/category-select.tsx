import type { Category } from '@lug/domain/categories';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { Select, SelectItem } from '../../components/ui/select';

const none = 'none';

interface CategorySelectProps {
  label: string;
  /** The first option, for no category: "No Parent", "No Category"… */
  noneLabel: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The choices, shown as a tree (each level indented). */
  categories: Category[];
  /** The server's refusal of the choice. */
  errorMessage?: string;
}

/** A select of the organisation's categories, as a tree, with "none" first. */
export function CategorySelect({ label, noneLabel, value, onChange, categories, errorMessage }: CategorySelectProps) {
  return (
    <Select
      label={label}
      value={value === null ? none : String(value)}
      onChange={(key) => onChange(key === null || key === none ? null : Number(key))}
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
    >
      <SelectItem id={none}>{noneLabel}</SelectItem>
      {orderCategoriesAsTree(categories).map((category) => (
        <SelectItem key={category.id} id={String(category.id)} textValue={category.name}>
          {`${'\u2003'.repeat(category.depth)}${category.name}`}
        </SelectItem>
      ))}
    </Select>
  );
}

/** A chosen category as a form sends it ('' for none). */
export function categoryValue(id: number | null): string {
  return id === null ? '' : String(id);
}
