import { isHttpUrl, markup, multilineHtml, oneLine } from './html';
import { detailsTable, mailtoLink, paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';
import { say, words } from './words';

const betaWords = {
  subject: words('email.beta.subject', 'Beta application: {lugName}'),
  intro: words('email.beta.intro', 'A new beta application arrived from the {product} website.'),
  lugName: words('email.beta.lugName', 'LUG name'),
  contactName: words('email.beta.contactName', 'Contact name'),
  email: words('email.beta.email', 'Email'),
  website: words('email.beta.website', 'Website'),
  about: words('email.beta.about', 'About'),
  notGiven: words('email.beta.notGiven', '(not given)'),
  heading: words('email.beta.heading', 'New beta application'),
  preheader: words('email.beta.preheader', '{lugName}, from {contactName}'),
  footer: words('email.beta.footer', 'Sent by the {product} beta application form.'),
} as const;

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
  const subject = say(betaWords.subject, { lugName });
  const intro = say(betaWords.intro, { product: productName });
  const label = {
    lugName: say(betaWords.lugName),
    contactName: say(betaWords.contactName),
    email: say(betaWords.email),
    website: say(betaWords.website),
    about: say(betaWords.about),
  };
  const notGiven = say(betaWords.notGiven);

  const text = textBody(
    intro,
    [
      `${label.lugName}: ${lugName}`,
      `${label.contactName}: ${contactName}`,
      `${label.email}: ${oneLine(data.email)}`,
      `${label.website}: ${oneLine(data.website)}`,
    ].join('\n'),
    `${label.about}:\n${about ?? notGiven}`,
  );

  const website = isHttpUrl(data.website)
    ? markup`<a href="${data.website}" style="color:#1d4ed8;word-break:break-all;">${data.website}</a>`
    : markup`${data.website}`;
  const body = markup`${paragraph(intro)}
${detailsTable([
  [label.lugName, lugName],
  [label.contactName, contactName],
  [label.email, mailtoLink(data.email)],
  [label.website, website],
  [label.about, about === null ? markup`<em>${notGiven}</em>` : multilineHtml(about)],
])}`;

  return {
    subject,
    text,
    html: renderLayout({
      heading: say(betaWords.heading),
      preheader: say(betaWords.preheader, { lugName, contactName }),
      body,
      footer: say(betaWords.footer, { product: productName }),
    }),
  };
}
