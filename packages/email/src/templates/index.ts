import {
  renderEmailChangedNotice,
  renderInvitationEmail,
  renderVerifyEmail,
  type EmailChangedNoticeData,
  type InvitationEmailData,
  type VerifyEmailData,
} from './accounts';
import { renderBetaApplicationEmail, type BetaApplicationEmailData } from './beta-application';
import { renderDeliveryTestEmail, type DeliveryTestEmailData } from './delivery-test';
import {
  renderMembershipStatusEmail,
  renderNewActivityEmail,
  renderPointsDigestEmail,
  renderRenewalReminderEmail,
  renderRsvpReminderEmail,
  type MembershipStatusEmailData,
  type NewActivityEmailData,
  type PointsDigestEmailData,
  type RenewalReminderEmailData,
  type RsvpReminderEmailData,
} from './notifications';
import type { RenderedEmail } from './layout';
import { renderRsvpPromotedEmail, type RsvpPromotedEmailData } from './rsvp';
import {
  renderExhibitChangedEmail,
  renderExhibitReviewedEmail,
  type ExhibitChangedEmailData,
  type ExhibitReviewedEmailData,
} from './exhibits';
import {
  renderShiftChangedEmail,
  renderShiftPromotedEmail,
  type ShiftChangedEmailData,
  type ShiftPromotedEmailData,
} from './shifts';
import { renderPasswordResetEmail, type PasswordResetEmailData } from './password-reset';
import { renderWelcomeEmail, type WelcomeEmailData } from './welcome';

export type { RenderedEmail } from './layout';
export type { WelcomeEmailData } from './welcome';
export type { PasswordResetEmailData } from './password-reset';
export type { BetaApplicationEmailData } from './beta-application';
export type { DeliveryTestEmailData } from './delivery-test';
export type { EmailChangedNoticeData, InvitationEmailData, VerifyEmailData } from './accounts';
export type { RsvpPromotedEmailData } from './rsvp';
export type { ExhibitChangedEmailData, ExhibitReviewedEmailData } from './exhibits';
export type { ShiftChangedEmailData, ShiftPromotedEmailData } from './shifts';
export type {
  MembershipStatusEmailData,
  NewActivityEmailData,
  PointsDigestEmailData,
  RenewalReminderEmailData,
  RsvpReminderEmailData,
} from './notifications';

/**
 * The data each template takes, by template name. To add a template: write `src/templates/<name>.ts`
 * exporting its data type and render function, then add one line here and one in `emailTemplates`.
 */
export interface EmailTemplateDataMap {
  welcome: WelcomeEmailData;
  'password-reset': PasswordResetEmailData;
  'beta-application': BetaApplicationEmailData;
  'new-activity': NewActivityEmailData;
  'points-digest': PointsDigestEmailData;
  'membership-status': MembershipStatusEmailData;
  'renewal-reminder': RenewalReminderEmailData;
  'verify-email': VerifyEmailData;
  'email-changed': EmailChangedNoticeData;
  invitation: InvitationEmailData;
  'delivery-test': DeliveryTestEmailData;
  'rsvp-promoted': RsvpPromotedEmailData;
  'shift-changed': ShiftChangedEmailData;
  'rsvp-reminder': RsvpReminderEmailData;
  'exhibit-reviewed': ExhibitReviewedEmailData;
  'exhibit-changed': ExhibitChangedEmailData;
  'shift-promoted': ShiftPromotedEmailData;
}

export type EmailTemplateName = keyof EmailTemplateDataMap;

export type EmailTemplate<Data> = (data: Data) => RenderedEmail;

export const emailTemplates: {
  readonly [Name in EmailTemplateName]: EmailTemplate<EmailTemplateDataMap[Name]>;
} = {
  welcome: renderWelcomeEmail,
  'password-reset': renderPasswordResetEmail,
  'beta-application': renderBetaApplicationEmail,
  'new-activity': renderNewActivityEmail,
  'points-digest': renderPointsDigestEmail,
  'membership-status': renderMembershipStatusEmail,
  'renewal-reminder': renderRenewalReminderEmail,
  'verify-email': renderVerifyEmail,
  'email-changed': renderEmailChangedNotice,
  invitation: renderInvitationEmail,
  'delivery-test': renderDeliveryTestEmail,
  'rsvp-promoted': renderRsvpPromotedEmail,
  'shift-changed': renderShiftChangedEmail,
  'rsvp-reminder': renderRsvpReminderEmail,
  'exhibit-reviewed': renderExhibitReviewedEmail,
  'exhibit-changed': renderExhibitChangedEmail,
  'shift-promoted': renderShiftPromotedEmail,
};

/** A message to send: the template's name and its data (a union discriminated on `template`). */
export type EmailMessage<Name extends EmailTemplateName = EmailTemplateName> = {
  [N in Name]: { template: N; data: EmailTemplateDataMap[N] };
}[Name];

export function renderEmail<Name extends EmailTemplateName>(message: EmailMessage<Name>): RenderedEmail {
  const render: EmailTemplate<EmailTemplateDataMap[Name]> = emailTemplates[message.template];
  return render(message.data);
}
