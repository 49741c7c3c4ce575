import { useId, type ReactNode } from 'react';
import { Switch } from '../../components/ui/switch';

interface SettingSwitchProps {
  label: string;
  description: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  /** A further line read with the description, e.g. whom the email reaches. */
  detail?: ReactNode;
}

/** An on/off setting with a line saying what it does (read with the switch). */
export function SettingSwitch({ label, description, isSelected, onChange, detail }: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Switch isSelected={isSelected} onChange={onChange} aria-describedby={descriptionId}>
        <span className="font-medium">{label}</span>
      </Switch>
      <p id={descriptionId} className="ps-11.5 text-sm text-fg-subtle">
        {description}
        {detail ? (
          <>
            <br />
            {detail}
          </>
        ) : null}
      </p>
    </div>
  );
}
