import { Alert, Anchor, Button, Group, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CardPage } from '@/components/ui/card-page/card-page';
import { useConfirmCardCheck } from '@/features/families/api/consent';
import { serverMessageOf } from '@/lib/api-client';

/**
 * /profile/family/card-check?athlete=&payment=: where the payment page sends the guardian back.
 * The check is confirmed at once (refunded, and the consent verified); "Check again" when the
 * provider has not told us yet.
 */
export function CardCheckPage(props: { athleteId: string; paymentId: string; cancelled: boolean }) {
  const { athleteId, paymentId, cancelled } = props;
  const confirm = useConfirmCardCheck();
  const asked = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (cancelled || asked.current || !athleteId || !paymentId) return;
    asked.current = true;
    mutate({ athleteId, paymentId });
  }, [athleteId, paymentId, cancelled, mutate]);

  return (
    <CardPage title="Card check">
      {cancelled ? (
        <Alert color="yellow" title="The card check was cancelled">
          Nothing was charged. You can start it again from the family page of your profile.
        </Alert>
      ) : confirm.isSuccess ? (
        <Alert color="green" title="Verified">
          {confirm.data.message}
        </Alert>
      ) : confirm.isError ? (
        <>
          <Alert color="red" title="Not verified yet">
            {serverMessageOf(confirm.error) ?? 'Something went wrong; please try again.'}
          </Alert>
          <Group>
            <Button onClick={() => mutate({ athleteId, paymentId })}>Check again</Button>
          </Group>
        </>
      ) : (
        <Group role="status" aria-label="Confirming the card check">
          <Loader size="sm" />
        </Group>
      )}
      <Anchor component={Link} to="/profile/family">
        Back to your family
      </Anchor>
    </CardPage>
  );
}
