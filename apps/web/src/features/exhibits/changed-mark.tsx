import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/ui/badge';

/**
 * The organiser's "changed" mark on an exhibit the builder changed since the last review (decision
 * 0049): the fields, in the organiser's words. Managers only get `changed_fields`.
 */
export function ChangedMark({ fields }: { fields: readonly string[] | null }) {
  const { t } = useLingui();
  if (!fields || fields.length === 0) return null;
  const names: Record<string, string> = {
    title: t`title`,
    description: t`description`,
    notes: t`notes`,
    width_studs: t`width`,
    depth_studs: t`depth`,
    height_studs: t`height`,
    needs_power: t`power`,
    sockets: t`sockets`,
  };
  const list = fields.map((f) => names[f] ?? f).join(', ');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      <Badge variant="blue">
        <Trans>Changed</Trans>
      </Badge>
      <span>
        <Trans>Since your review: {list}</Trans>
      </span>
    </p>
  );
}
