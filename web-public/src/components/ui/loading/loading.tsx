import { Center, type CenterProps, Loader } from '@mantine/core';

type LoadingProps = Omit<CenterProps, 'children'> & {
  /** What is loading, as assistive technology announces it ("Loading activity"). */
  label: string;
};

/** A spinner, centred, announced as a status while what it stands for loads. */
export function Loading({ label, ...center }: LoadingProps) {
  return (
    <Center {...center} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
