/**
 * The post-show report: the calls' inputs and answers (issue 18,
 * docs/decisions/0032-show-report-and-my-signups.md). The rules are in ./show-report-helpers
 * (re-exported here).
 */
import { z } from 'zod';
import { id, optionalText, organizationId, wholeNumber, year } from './common';
import { isPhotoLink, photoLinksMax, reportNotesMax, showReportMessages, visitorsMax } from './show-report-helpers';
import { issue } from './words';

export * from './show-report-helpers';

const visitors = (label: string) => wholeNumber(label, 0, visitorsMax).default(0);

const photoLink = z
  .string({ error: showReportMessages.notHttps })
  .trim()
  .max(2048, issue('schema.aPhotoLinkMustBeCharactersOrLess', 'A photo link must be 2048 characters or less'))
  .refine(isPhotoLink, showReportMessages.notHttps);

/** `GET /activities/{id}/report`. */
export const showReportInput = z.object({ organization_id: organizationId.optional(), id });

/**
 * `PUT /activities/{id}/report` (`activities.manage`): the entered figures, as a whole (a count
 * left out is 0, notes left out are none, links left out are none).
 */
export const showReportUpdateInput = z.object({
  organization_id: organizationId.optional(),
  id,
  visitors_children: visitors('visitors_children'),
  visitors_teens: visitors('visitors_teens'),
  visitors_adults: visitors('visitors_adults'),
  notes: optionalText(reportNotesMax, 'Notes'),
  photo_links: z
    .array(photoLink, issue('schema.field.photoLinksMustBeAListOfWeb', 'photo_links must be a list of web addresses'))
    .max(photoLinksMax, showReportMessages.tooManyLinks)
    .default([])
    .superRefine((links, ctx) => {
      links.forEach((link, index) => {
        if (links.indexOf(link) !== index) {
          ctx.addIssue({ code: 'custom', path: [index], message: showReportMessages.duplicateLink });
        }
      });
    }),
});
export type ShowReportUpdateInput = z.output<typeof showReportUpdateInput>;

const count = z.number().int();

export const showActivity = z.object({
  id: count,
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  location: z.string().nullable(),
});

/** One show's report: the entered figures and the counted ones. */
export const showReport = z.object({
  activity: showActivity,
  /** Whether a manager has entered figures (a report row exists). */
  filed: z.boolean(),
  visitors_children: count,
  visitors_teens: count,
  visitors_adults: count,
  visitors_total: count,
  notes: z.string().nullable(),
  photo_links: z.array(z.string()),
  /** Approved exhibits of the activity. */
  exhibits_shown: count,
  /** Distinct members with a participation record on the activity. */
  members_took_part: count,
  /** Confirmed shift sign-ups of the activity's shifts. */
  confirmed_signups: count,
  /** Each shift's length times its confirmed sign-ups. */
  minutes_staffed: count,
  hours_staffed: z.number(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type ShowReport = z.infer<typeof showReport>;

export const exportFormats = ['pdf', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
const format = z.enum(exportFormats, issue('schema.field.formatMustBePdfOrCsv', 'format must be "pdf" or "csv"'));

export const showReportExportInput = showReportInput.extend({ format });

/** A download: CSV as text, PDF as base64. */
export const showReportFile = z.object({
  filename: z.string(),
  media_type: z.enum(['application/pdf', 'text/csv; charset=utf-8']),
  encoding: z.enum(['utf8', 'base64']),
  data: z.string(),
});
export type ShowReportFile = z.infer<typeof showReportFile>;

/**
 * `GET /organizations/{id}/show-reports?year=`: the year's shows (activities starting in the
 * year that have a report, exhibits or shifts) with their figures, and the totals.
 */
export const showYearInput = z.object({ organization_id: organizationId, year });
export const showYearExportInput = showYearInput.extend({ format });

export const yearTotalsSchema = z.object({
  shows: count,
  visitors_children: count,
  visitors_teens: count,
  visitors_adults: count,
  visitors_total: count,
  exhibits_shown: count,
  members_took_part: count,
  minutes_staffed: count,
  hours_staffed: z.number(),
});

export const showYear = z.object({
  year: count,
  shows: z.array(showReport),
  totals: yearTotalsSchema,
});
export type ShowYear = z.infer<typeof showYear>;

/** The CSV's columns, the same in both files (one show, a year): a data format scripts read. */
export const showReportCsvColumns = [
  'activity_id',
  'title',
  'start_date',
  'end_date',
  'location',
  'visitors_children',
  'visitors_teens',
  'visitors_adults',
  'visitors_total',
  'exhibits_shown',
  'members_took_part',
  'hours_staffed',
  'notes',
  'photo_links',
] as const;
