import { VoteButton } from '@/components/ui/ranking/ranking';

type Vote = () => { mutate: (id: string) => void; isPending: boolean };

type ListVoteButtonProps = {
  /** What the vote is for. */
  id: string;
  /** Whom it is for, for screen readers. */
  name: string;
  disabled?: boolean;
  fullWidth?: boolean;
};

/**
 * A list's VOTE button: `useVote` is the list's vote (src/lib/use-vote.ts), `tooltip` what a
 * vote does there. Each button has its own vote, so only the clicked one says "Voting...".
 */
export function voteButtonFor(useVote: Vote, tooltip: string) {
  return function ListVoteButton({ id, name, disabled, fullWidth }: ListVoteButtonProps) {
    const vote = useVote();
    return (
      <VoteButton
        name={name}
        tooltip={tooltip}
        onVote={() => vote.mutate(id)}
        pending={vote.isPending}
        disabled={disabled}
        fullWidth={fullWidth}
      />
    );
  };
}
