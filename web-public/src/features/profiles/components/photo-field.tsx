import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useUploadPhoto } from '@/features/profiles/api/upload-photo';
import { ProfileAvatar } from '@/features/profiles/components/profile-avatar';
import {
  fileUrlOf,
  MAX_UPLOAD_MB,
  sizeProblem,
  UPLOAD_FAILED,
  uploadErrorMessage,
} from '@/features/profiles/utils/upload-rules';
import { toast } from '@/lib/notify';

type PhotoFieldProps = {
  value: string;
  onChange: (photoUrl: string) => void;
  name: string;
  /** Whether the photo shown is not saved yet. */
  unsaved: boolean;
};

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The profile photo: upload with a progress bar; kept once the form is saved. */
export function PhotoField({ value, onChange, name, unsaved }: PhotoFieldProps) {
  const upload = useUploadPhoto();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // Lets the same file be chosen again after a failure.
  const resetRef = useRef<() => void>(null);

  const fail = (message: string) => {
    setProblem(message);
    toast({ title: UPLOAD_FAILED, description: message, variant: 'destructive' });
  };

  const choose = (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    setProblem(null);
    const tooLarge = sizeProblem(file);
    if (tooLarge) {
      fail(tooLarge);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          // The hint under the button asks for a save; a toast would only repeat it.
          try {
            onChange(fileUrlOf(answer));
          } catch (error) {
            fail(uploadErrorMessage(error));
          }
        },
        onError: (error) => fail(uploadErrorMessage(error)),
      },
    );
  };

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <ProfileAvatar
        photoUrl={value || null}
        name={name}
        size={88}
        radius={999}
        color="navy"
        variant="filled"
      />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={upload.isPending}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {value ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => onChange('')}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              Remove
            </Button>
          )}
        </Group>
        {upload.isPending && (
          <Progress value={progress} size="sm" animated aria-label="Upload progress" />
        )}
        {problem ? (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {unsaved
              ? 'New photo ready: save your profile to keep it.'
              : `JPEG, PNG, WebP or GIF, up to ${MAX_UPLOAD_MB}MB.`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
