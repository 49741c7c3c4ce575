/** The test email an administrator sends from Settings → Email delivery, to their own address. */
import { markup, oneLine } from './html';
import { paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';

export interface DeliveryTestEmailData {
  recipientName: string;
  recipientEmail: string;
  groupName: string;
}

export function renderDeliveryTestEmail(data: DeliveryTestEmailData): RenderedEmail {
  const name = oneLine(data.recipientName);
  const group = oneLine(data.groupName);
  const address = oneLine(data.recipientEmail);
  const subject = `Test email from ${productName}`;
  const lines = [
    `Hi ${name},`,
    `You asked for a test email from the settings of ${group}. It arrived, so ${productName} can send email to your members.`,
    'There is nothing else to do.',
  ];
  const footer = `Sent by ${productName} to ${address} because you sent a test email.`;
  return {
    subject,
    text: textBody(...lines, `-- \n${footer}`),
    html: renderLayout({
      heading: subject,
      preheader: 'Email delivery works.',
      body: markup`${lines.map((line) => paragraph(line))}`,
      footer,
    }),
  };
}
