/**
 * The self check-in link as a QR code, on the kiosk only (qrcode.react stays out of every other
 * page's JavaScript: the kiosk route is its own chunk).
 */
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';

/** `large`: the poster's (it grows to the page's width, up to 13 cm on paper). */
export function CheckInQrCode({ url, large = false }: { url: string; large?: boolean }) {
  const { t } = useLingui();
  return (
    <div role="img" aria-label={t`QR code of the self check-in link`} className="inline-flex rounded-xl bg-white p-3">
      <QRCodeSVG
        value={url}
        size={large ? 480 : 224}
        level="M"
        marginSize={1}
        aria-hidden="true"
        className={large ? 'h-auto w-full max-w-[min(80vw,30rem)] print:max-w-[130mm]' : 'h-auto w-full max-w-56'}
      />
    </div>
  );
}
