/** The test email an administrator sends from Settings → Email delivery, to their own address. */
import { markup, oneLine } from './html';
import { paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, words } from './words';

const deliveryTestWords = {
  subject: words('email.deliveryTest.subject', 'Test email from {product}'),
  arrived: words(
    'email.deliveryTest.arrived',
    'You asked for a test email from the settings of {group}. It arrived, so {product} can send email to your members.',
  ),
  nothingToDo: words('email.deliveryTest.nothingToDo', 'There is nothing else to do.'),
  footer: words('email.deliveryTest.footer', 'Sent by {product} to {address} because you sent a test email.'),
  preheader: words('email.deliveryTest.preheader', 'Email delivery works.'),
} as const;

export interface DeliveryTestEmailData {
  recipientName: string;
  recipientEmail: string;
  groupName: string;
}

export function renderDeliveryTestEmail(data: DeliveryTestEmailData): RenderedEmail {
  const product = productName;
  const group = oneLine(data.groupName);
  const subject = say(deliveryTestWords.subject, { product });
  const lines = [
    say(common.greeting, { name: oneLine(data.recipientName) }),
    say(deliveryTestWords.arrived, { group, product }),
    say(deliveryTestWords.nothingToDo),
  ];
  const footer = say(deliveryTestWords.footer, { product, address: oneLine(data.recipientEmail) });
  return {
    subject,
    text: textBody(...lines, `-- \n${footer}`),
    html: renderLayout({
      heading: subject,
      preheader: say(deliveryTestWords.preheader),
      body: markup`${lines.map((line) => paragraph(line))}`,
      footer,
    }),
  };
}
