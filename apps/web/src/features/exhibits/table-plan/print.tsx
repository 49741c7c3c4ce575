import { Trans, useLingui } from '@lingui/react/macro';
import type { TablePlan } from '@lug/domain/exhibits-helpers';
import type { PlanExhibit } from './use-table-plan';

/**
 * Printed: only the plan, on white, landscape A4 or Letter (decision 0048). Everything that does
 * not hold the plan is left out of the layout (not merely hidden, which kept its height and printed
 * a blank page); the plan's ancestors give up their widths, grids and paddings so the tables take
 * the page's width; a table never splits across pages.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet, not words
export const printCss = `@media print {
  @page { size: landscape; margin: 10mm; }
  html, body { background: white !important; }
  body *:not(:has(#table-plan-print)):not(#table-plan-print):not(#table-plan-print *) { display: none !important; }
  body *:has(#table-plan-print) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    width: auto !important; max-width: none !important; min-height: 0 !important; height: auto !important;
    overflow: visible !important; border: 0 !important; box-shadow: none !important; background: white !important;
  }
  #table-plan-print { width: 100% !important; }
  #table-plan-print [data-plan-tables] { max-width: var(--plan-print-width) !important; }
  #table-plan-print section { break-inside: avoid; }
}`;

/** On paper, after the tables: who built what and what needs power, table by table. */
export function PrintLegend({ plan, exhibits }: { plan: TablePlan; exhibits: ReadonlyMap<number, PlanExhibit> }) {
  const { t } = useLingui();
  const rows = plan.tables.flatMap((table) =>
    plan.placements
      .filter((p) => p.table_id === table.id)
      .flatMap((p) => {
        const exhibit = exhibits.get(p.exhibit_id);
        return exhibit ? [{ table, exhibit }] : [];
      }),
  );
  if (rows.length === 0) return null;
  return (
    <table className="hidden w-full break-before-auto border-collapse text-[9pt] print:table">
      <thead>
        <tr className="border-b border-black text-start">
          <th className="py-0.5 text-start">
            <Trans>Table</Trans>
          </th>
          <th className="py-0.5 text-start">
            <Trans>Exhibit</Trans>
          </th>
          <th className="py-0.5 text-start">
            <Trans>Builder</Trans>
          </th>
          <th className="py-0.5 text-start">
            <Trans>Size (studs)</Trans>
          </th>
          <th className="py-0.5 text-start">
            <Trans>Power</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ table, exhibit }) => {
          const w = exhibit.width_studs;
          const d = exhibit.depth_studs;
          const sockets = exhibit.sockets;
          return (
            <tr key={exhibit.id} className="border-b border-gray-300">
              <td className="py-0.5">{table.name}</td>
              <td className="py-0.5">{exhibit.title}</td>
              <td className="py-0.5">{exhibit.builder}</td>
              <td className="py-0.5 tabular-nums">{t`${w} × ${d}`}</td>
              <td className="py-0.5">{sockets > 0 ? t`⚡ ${sockets} sockets` : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
