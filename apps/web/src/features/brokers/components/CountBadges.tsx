import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { BrokerCountsDocument, HighPriorityLiveDocument, RecordsToBeUpdatedLiveDocument } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { presetView } from '../use-directory-list';

/** 'High Priority Updates: N' and 'Records to be Updated: N', kept live for every open browser. */
export function CountBadges() {
  const navigate = useNavigate();
  const counts = useQuery(BrokerCountsDocument, { fetchPolicy: 'cache-and-network' });
  const liveHigh = useSubscription(HighPriorityLiveDocument);
  const liveToUpdate = useSubscription(RecordsToBeUpdatedLiveDocument);

  const high = liveHigh.data?.highPriorityCountDetails.count ?? counts.data?.highPriorityUpdates.count;
  const toUpdate = liveToUpdate.data?.updateBrokerDirectoryCountDetails.count ?? counts.data?.recordsToBeUpdated.count;
  const error = counts.error ?? liveHigh.error ?? liveToUpdate.error;
  const show = (n: number | undefined) => (error ? `Error! ${errorMessage(error)}` : (n ?? '…'));

  const openHighPriority = () => {
    presetView('flagged-records', { emailNotFound: true, needsEvaluation: true, withNotesOnly: false, priority: [1] });
    void navigate('/brokers-directory/flagged-records');
  };

  return (
    <Group gap="xs" role="status" aria-live="polite">
      <UnstyledButton onClick={openHighPriority} aria-label="Show high priority updates">
        <Badge size="lg" color="red" variant="light" style={{ cursor: 'pointer' }} data-testid="high-priority-badge">
          High Priority Updates: {show(high)}
        </Badge>
      </UnstyledButton>
      <Badge size="lg" color="blue" variant="light" data-testid="to-update-badge">
        Records to be Updated: {show(toUpdate)}
      </Badge>
    </Group>
  );
}
