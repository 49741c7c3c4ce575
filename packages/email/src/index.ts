export {
  renderEmail,
  emailTemplates,
  type EmailMessage,
  type EmailTemplate,
  type EmailTemplateDataMap,
  type EmailTemplateName,
  type RenderedEmail,
  type WelcomeEmailData,
  type PasswordResetEmailData,
  type BetaApplicationEmailData,
} from './templates/index';
export { escapeHtml } from './templates/html';
export {
  EmailDeliveryError,
  isEmailDeliveryError,
  type EmailAttachment,
  type EmailDeliveryErrorOptions,
  type EmailTransport,
  type OutgoingEmail,
} from './transports/transport';
export { createResendTransport, isRetryableResendError, type ResendTransportOptions } from './transports/resend';
export { formatMailbox } from './transports/address';
