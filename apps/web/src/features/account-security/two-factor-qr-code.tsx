/**
 * The setup's `otpauth://` URI as a QR code for an authenticator app to scan. Its own module, loaded
 * only when a member sets two factors up (qrcode.react stays out of the profile's JavaScript).
 */
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';

export default function TwoFactorQrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  return (
    <div role="img" aria-label={t`QR code for your authenticator app`} className="inline-flex rounded-lg bg-white p-2">
      <QRCodeSVG value={uri} size={176} level="M" marginSize={1} aria-hidden="true" />
    </div>
  );
}
