import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyles } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';

/** "Download my data": everything stored about you, as one JSON file (GET /api/me/export). */
export function MyDataCard() {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader
        title={t`Your data`}
        description={t`Download everything the platform stores about you: your profile, memberships, roles, participation, registration and dues, API tokens (not their secrets), emails sent to you and the changes you made.`}
      />
      <CardContent>
        {/* A plain link: the answer is a download (Content-Disposition: attachment), sent with your session cookie. */}
        <a
          href="/api/me/export"
          download
          className={buttonStyles({
            variant: 'secondary',
            className:
              'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          })}
        >
          <Trans>Download my data (JSON)</Trans>
        </a>
      </CardContent>
    </Card>
  );
}
