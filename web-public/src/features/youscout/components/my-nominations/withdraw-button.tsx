import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useWithdrawNomination } from '@/features/youscout/api/withdraw-nomination';
import { serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

type WithdrawButtonProps = { nominationId: string; athlete: string };

/** Withdraws a pending nomination after the nominator confirms it. */
export function WithdrawButton({ nominationId, athlete }: WithdrawButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const withdraw = useWithdrawNomination();
  const confirm = () =>
    withdraw.mutate(nominationId, {
      onSuccess: () => {
        close();
        toast({ title: 'Nomination withdrawn', description: `${athlete} is no longer nominated.` });
      },
      onError: (error) => {
        close();
        toast({
          title: 'Could not withdraw',
          description: serverMessageOf(error) ?? 'An unexpected error occurred',
          variant: 'destructive',
        });
      },
    });
  return (
    <>
      <Button variant="outline" color="red.8" size="xs" onClick={open}>
        Withdraw
      </Button>
      <Modal opened={opened} onClose={close} title="Withdraw this nomination?" centered>
        <Text>
          {athlete}’s nomination will be withdrawn before staff review it. This cannot be undone;
          you can nominate them again later.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={withdraw.isPending}>
            Keep it
          </Button>
          <Button color="red.8" onClick={confirm} loading={withdraw.isPending}>
            Withdraw nomination
          </Button>
        </Group>
      </Modal>
    </>
  );
}
