import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { feedbackMax } from '@lug/domain/settings-helpers';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { TextAreaField } from '../../components/ui/text-area-field';
import { fieldErrors, focusFirstInvalid, lazySchema } from '../../lib/form';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useSubmitFeedback } from './api';

export const feedbackMessages = {
  thanks: msg`Thank you for your feedback`,
  failed: msg`Error sending feedback`,
} as const;

const feedbackSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.feedbackInput));

/** Anonymous feedback to the group's organisers: stored without any link to the sender. */
export function FeedbackCard({ organizationId }: { organizationId: number }) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitFeedback();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    feedbackSchema.use((schema) => {
      const parsed = schema.safeParse({ organization_id: organizationId, message });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      submit.mutate(parsed.data, {
        onSuccess: () => {
          toast.success(t(feedbackMessages.thanks));
          setMessage('');
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error, ['message']));
          toast.error(t(feedbackMessages.failed), errorMessage(error));
        },
      });
    });
  }

  return (
    <Card>
      <CardHeader
        title={t`Anonymous Feedback`}
        description={t`Tell the organisers what works and what could be better. Your name is not stored with it: nobody can see who sent it.`}
      />
      <CardContent>
        <Form
          validationErrors={errors}
          onSubmit={onSubmit}
          onFocus={feedbackSchema.preload}
          aria-label={t`Anonymous Feedback`}
          className="gap-4"
        >
          <TextAreaField
            name="message"
            label={t`Your feedback`}
            rows={5}
            maxLength={feedbackMax}
            showCount
            value={message}
            onChange={(value) => {
              setMessage(value);
              // Drop the error as the user types, so nothing moves under the pointer on the way to Submit.
              if (errors.message) setErrors({});
            }}
          />
          <FormActions>
            <Button type="submit" isPending={submit.isPending} className="sm:ms-auto">
              <Trans>Submit</Trans>
            </Button>
          </FormActions>
        </Form>
      </CardContent>
    </Card>
  );
}
