import { isHttpUrl, markup, multilineHtml, oneLine } from './html';
import { detailsTable, mailtoLink, paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';

/** A beta-programme application from the public form, sent to the product's own inbox. */
export interface BetaApplicationEmailData {
  lugName: string;
  contactName: string;
  email: string;
  website: string;
  about: string | null;
}

export function renderBetaApplicationEmail(data: BetaApplicationEmailData): RenderedEmail {
  const lugName = oneLine(data.lugName);
  const contactName = oneLine(data.contactName);
  const about = data.about?.trim() ? data.about.trim() : null;
  const subject = `Beta application: ${lugName}`;

  const text = textBody(
    `A new beta application arrived from the ${productName} website.`,
    [
      `LUG name: ${lugName}`,
      `Contact name: ${contactName}`,
      `Email: ${oneLine(data.email)}`,
      `Website: ${oneLine(data.website)}`,
    ].join('\n'),
    `About:\n${about ?? '(not given)'}`,
  );

  const website = isHttpUrl(data.website)
    ? markup`<a href="${data.website}" style="color:#1d4ed8;word-break:break-all;">${data.website}</a>`
    : markup`${data.website}`;
  const body = markup`${paragraph(`A new beta application arrived from the ${productName} website.`)}
${detailsTable([
  ['LUG name', lugName],
  ['Contact name', contactName],
  ['Email', mailtoLink(data.email)],
  ['Website', website],
  ['About', about === null ? markup`<em>(not given)</em>` : multilineHtml(about)],
])}`;

  return {
    subject,
    text,
    html: renderLayout({
      heading: 'New beta application',
      preheader: `${lugName}, from ${contactName}`,
      body,
      footer: `Sent by the ${productName} beta application form.`,
    }),
  };
}
