import { serverI18n } from '@lug/domain/words';
import { markup, type SafeHtml } from './html';
import { common, say } from './words';

/** What every template returns: a subject plus the plain-text and HTML alternatives. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const productName = 'LUG Platform';

const fontStack = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface LayoutOptions {
  /** The document title and the heading shown at the top. */
  heading: string;
  /** Hidden preview text most mail clients show next to the subject. */
  preheader?: string;
  /** The message body, built with `markup` and the blocks below. */
  body: SafeHtml;
  /** Small print under the body (why the recipient got this email). */
  footer: string;
}

/** One self-contained HTML document with inline styles: no external assets, no scripts. */
export function renderLayout({ heading, preheader, body, footer }: LayoutOptions): string {
  return markup`<!doctype html>
<html lang="${serverI18n.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
${preheader ? markup`<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>` : null}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:${fontStack};font-size:16px;line-height:1.5;color:#18181b;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#18181b;">${heading}</h1>
${body}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-family:${fontStack};font-size:12px;line-height:1.5;color:#71717a;">${footer}</p>
</td></tr>
</table>
</body>
</html>
`.value;
}

export function paragraph(content: SafeHtml | string): SafeHtml {
  return markup`<p style="margin:0 0 16px;">${content}</p>`;
}

/** A call-to-action button followed by the raw address for clients that hide buttons. */
export function actionButton(label: string, url: string): SafeHtml {
  return markup`<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 20px;background-color:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${label}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;">${say(common.buttonFallback)}<br><a href="${url}" style="color:#1d4ed8;word-break:break-all;">${url}</a></p>`;
}

export function mailtoLink(email: string): SafeHtml {
  return markup`<a href="mailto:${email}" style="color:#1d4ed8;">${email}</a>`;
}

/** Label/value rows, e.g. the fields of a form submission. */
export function detailsTable(rows: ReadonlyArray<readonly [label: string, value: SafeHtml | string]>): SafeHtml {
  const body = rows.map(
    ([label, value]) =>
      markup`<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-weight:600;white-space:nowrap;border-bottom:1px solid #e4e4e7;">${label}</th><td style="padding:6px 0;border-bottom:1px solid #e4e4e7;">${value}</td></tr>\n`,
  );
  return markup`<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">
${body}</table>`;
}

/** Joins plain-text paragraphs with blank lines; `null` and `false` entries are left out. */
export function textBody(...paragraphs: ReadonlyArray<string | null | false>): string {
  return `${paragraphs.filter((p): p is string => typeof p === 'string').join('\n\n')}\n`;
}
