import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { BADGE_RULE_LABELS, BADGE_RULES, LIMITS } from '@server/youscout/constants';
import { type FormEvent, useState } from 'react';
import { badgeIconOf } from '@/components/ui/badge-icon/badge-icon';
import {
  type AdminBadge,
  BADGES_PATH,
  NoSuchUser,
  resolveUserId,
  useAdminBadges,
} from '@/features/youscout/api/admin-badges';
import { refusalOf, useAdminAction } from '@/features/youscout/api/admin-list';
import { toast } from '@/lib/notify';
import { TONES } from './admin-format';

const BY_HAND = 'none';
const RULE_OPTIONS = [
  { value: BY_HAND, label: 'None: given by staff by hand' },
  ...BADGE_RULES.map((rule) => ({ value: rule, label: BADGE_RULE_LABELS[rule] })),
];

type Fields = {
  name: string;
  description: string;
  icon: string;
  requirements: string;
  rule: string;
};
const EMPTY: Fields = { name: '', description: '', icon: '', requirements: '', rule: BY_HAND };
const fieldsOf = (badge: AdminBadge): Fields => ({
  name: badge.name,
  description: badge.description,
  icon: badge.icon,
  requirements: badge.requirements,
  rule: badge.rule ?? BY_HAND,
});

const LABELS: Record<Exclude<keyof Fields, 'rule'>, string> = {
  name: 'Name',
  description: 'Description',
  icon: 'Icon',
  requirements: 'Requirements',
};

/** Create (badge null) or edit a badge of the catalogue. */
function BadgeForm({
  badge,
  opened,
  onClose,
}: {
  badge: AdminBadge | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { run, pending } = useAdminAction();
  const [fields, setFields] = useState<Fields>(badge ? fieldsOf(badge) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (key: keyof Fields) => (value: string) => setFields({ ...fields, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Fields, string>> = {};
    for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      if (fields[key].trim() === '') found[key] = `${LABELS[key]} is required`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: fields.name.trim(),
      description: fields.description.trim(),
      icon: fields.icon.trim(),
      requirements: fields.requirements.trim(),
      rule: fields.rule === BY_HAND ? null : fields.rule,
    };
    const done = await run(
      badge
        ? {
            path: `${BADGES_PATH}/${badge.id}`,
            method: 'PUT',
            body,
            failure: 'Could not save the badge',
            success: 'Badge saved',
          }
        : {
            path: BADGES_PATH,
            body,
            failure: 'Could not create the badge',
            success: 'Badge created',
          },
    );
    if (done) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={badge ? `Edit ${badge.name}` : 'New badge'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            maxLength={LIMITS.badgeName}
            value={fields.name}
            error={errors.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
          />
          <TextInput
            label="Icon"
            description="An emoji or an icon name"
            required
            maxLength={LIMITS.badgeIcon}
            value={fields.icon}
            error={errors.icon}
            onChange={(event) => set('icon')(event.currentTarget.value)}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={2}
            maxLength={LIMITS.badgeDescription}
            value={fields.description}
            error={errors.description}
            onChange={(event) => set('description')(event.currentTarget.value)}
          />
          <Textarea
            label="Requirements"
            description="How it is earned, as the public reads it"
            required
            autosize
            minRows={2}
            maxLength={LIMITS.badgeRequirements}
            value={fields.requirements}
            error={errors.requirements}
            onChange={(event) => set('requirements')(event.currentTarget.value)}
          />
          <Select
            label="Awarded automatically when"
            data={RULE_OPTIONS}
            value={fields.rule}
            allowDeselect={false}
            onChange={(value) => set('rule')(value ?? BY_HAND)}
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {badge ? 'Save badge' : 'Create badge'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Gives an active badge to one account by hand, named by username or user id. */
function AwardForm({ badge, onClose }: { badge: AdminBadge | null; onClose: () => void }) {
  const { run, pending } = useAdminAction();
  const [who, setWho] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const close = () => {
    setWho('');
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!badge) return;
    if (who.trim() === '') {
      setError('Enter a username or a user id');
      return;
    }
    setLooking(true);
    let userId: string;
    try {
      userId = await resolveUserId(who);
    } catch (failure) {
      setLooking(false);
      const message = failure instanceof NoSuchUser ? failure.message : refusalOf(failure);
      setError(message);
      toast({ title: 'Could not award the badge', description: message, variant: 'destructive' });
      return;
    }
    setLooking(false);
    const done = await run({
      path: `${BADGES_PATH}/${badge.id}/award`,
      body: reason.trim() ? { userId, reason: reason.trim() } : { userId },
      failure: 'Could not award the badge',
    });
    if (done) close();
  };

  return (
    <Modal opened={badge !== null} onClose={close} title={`Award ${badge?.name ?? ''}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="User"
            description="Their username, or their user id"
            required
            value={who}
            error={error}
            onChange={(event) => {
              setWho(event.currentTarget.value);
              setError(null);
            }}
          />
          <TextInput
            label="Reason (optional)"
            maxLength={LIMITS.reason}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending || looking}>
              Award badge
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RetireConfirm({ badge, onClose }: { badge: AdminBadge | null; onClose: () => void }) {
  const { run, pending } = useAdminAction();
  return (
    <Modal opened={badge !== null} onClose={onClose} title={`Retire ${badge?.name ?? ''}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          A retired badge is no longer awarded, by its rule or by hand, and frees its name and rule
          for a new badge. Those who have it keep it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={async () => {
              if (!badge) return;
              const done = await run({
                path: `${BADGES_PATH}/${badge.id}/retire`,
                failure: 'Could not retire the badge',
                success: 'Badge retired',
              });
              if (done) onClose();
            }}
          >
            Retire badge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The badge catalogue: create, edit, retire, and award by hand. */
/** A badge's icon, named by what staff typed (a name without a drawing shows the award ribbon). */
function BadgeIconMark({ name }: { name: string }) {
  const Icon = badgeIconOf(name);
  return (
    <ThemeIcon size="lg" radius="xl" variant="light" color="yellow" role="img" aria-label={name}>
      <Icon size={20} aria-hidden />
    </ThemeIcon>
  );
}

export function BadgesPanel() {
  const badges = useAdminBadges();
  const [editing, setEditing] = useState<AdminBadge | 'new' | null>(null);
  const [awarding, setAwarding] = useState<AdminBadge | null>(null);
  const [retiring, setRetiring] = useState<AdminBadge | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Badges with a rule are awarded by themselves; the others by staff, here.
        </Text>
        <Button onClick={() => setEditing('new')}>New badge</Button>
      </Group>
      {badges.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label="Loading badges">
          <Loader />
        </Group>
      ) : badges.isError ? (
        <Alert color="red" title="Could not load the badges">
          {refusalOf(badges.error)}
        </Alert>
      ) : badges.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          The catalogue is empty.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {badges.data.map((badge) => (
            <Card key={badge.id} withBorder radius="md" padding="md" data-testid="badge-row">
              <Stack gap="xs" h="100%">
                <Group gap="xs" wrap="nowrap">
                  {/* The icon as members see it (the name printed here read as large text). */}
                  <BadgeIconMark name={badge.icon} />
                  <Text fw={700}>{badge.name}</Text>
                  {badge.retired ? (
                    <Badge color="gray" variant="light">
                      retired
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{badge.description}</Text>
                <Text size="xs" c="dimmed">
                  {badge.rule ? `Rule: ${BADGE_RULE_LABELS[badge.rule]}` : 'Given by hand'} ·{' '}
                  {badge.awarded} awarded
                </Text>
                {badge.retired ? null : (
                  <Group gap="xs" mt="auto">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(badge)}
                      aria-label={`Edit ${badge.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      // Mantine's light green reads under 4.5:1 on its tint (axe).
                      color={TONES.green}
                      onClick={() => setAwarding(badge)}
                      aria-label={`Award ${badge.name}`}
                    >
                      Award
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color={TONES.red}
                      onClick={() => setRetiring(badge)}
                      aria-label={`Retire ${badge.name}`}
                    >
                      Retire
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing ? (
        <BadgeForm
          key={editing === 'new' ? 'new' : editing.id}
          badge={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
      <AwardForm badge={awarding} onClose={() => setAwarding(null)} />
      <RetireConfirm badge={retiring} onClose={() => setRetiring(null)} />
    </Stack>
  );
}
