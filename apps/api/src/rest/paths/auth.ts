import { z } from 'zod';
import { passwordResetRequestResult, type PasswordResetRequestResult } from '@lug/domain/auth';
import type { RestRoute } from '../route';
import { apiMessages } from '../../words';

export const authPaths: RestRoute[] = [
  { method: 'POST', path: '/auth/signup', procedure: 'auth.signup', status: 201 },
  { method: 'POST', path: '/auth/login', procedure: 'auth.login' },
  { method: 'POST', path: '/auth/login/two-factor', procedure: 'auth.loginTwoFactor' },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', input: () => undefined, status: 204 },
  { method: 'GET', path: '/auth/me', procedure: 'auth.me', input: () => undefined },
  {
    method: 'POST',
    path: '/auth/password-reset/request',
    procedure: 'auth.requestPasswordReset',
    status: 202,
    // The same for every address: it says only whether the installation can send email now.
    respond: (output) =>
      (output as PasswordResetRequestResult).emailDelivery === 'queued'
        ? {
            message: apiMessages.passwordResetQueued,
            emailDelivery: 'queued',
          }
        : {
            message: apiMessages.passwordResetNoEmail,
            emailDelivery: 'not_configured',
          },
    answers: {
      schema: z.object({ message: z.string(), emailDelivery: passwordResetRequestResult.shape.emailDelivery }),
    },
  },
  { method: 'POST', path: '/auth/password-reset/confirm', procedure: 'auth.confirmPasswordReset', status: 204 },
  { method: 'POST', path: '/auth/password', procedure: 'auth.changePassword', status: 204 },
  // The account's address: confirming it, asking for a new link, moving to another address
  { method: 'POST', path: '/auth/email/confirm', procedure: 'auth.confirmEmail' },
  {
    method: 'POST',
    path: '/auth/email/confirmation',
    procedure: 'auth.requestEmailConfirmation',
    input: () => undefined,
  },
  { method: 'POST', path: '/auth/email', procedure: 'auth.changeEmail' },
  // Two-factor sign-in (an authenticator app)
  { method: 'GET', path: '/auth/two-factor', procedure: 'twoFactor.status', input: () => undefined },
  { method: 'POST', path: '/auth/two-factor/setup', procedure: 'twoFactor.setup', input: () => undefined },
  { method: 'POST', path: '/auth/two-factor/enable', procedure: 'twoFactor.enable' },
  { method: 'POST', path: '/auth/two-factor/disable', procedure: 'twoFactor.disable', status: 204 },
  // The caller's sessions
  { method: 'GET', path: '/auth/sessions', procedure: 'sessions.list', input: () => undefined },
  {
    method: 'DELETE',
    path: '/auth/sessions/:id',
    procedure: 'sessions.revoke',
    status: 204,
    input: ({ params }) => ({ id: params.id }),
  },
];
