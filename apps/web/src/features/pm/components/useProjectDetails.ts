// A project's details, refetched live when its status or header changes (part B §4 "Live updates").
import { useQuery, useSubscription } from '@apollo/client/react';
import { PmProjectDetailsDocument, PmVideoStatusUpdatedDocument } from '../../../gql/graphql';

export function useProjectDetails(projectId: string) {
  const q = useQuery(PmProjectDetailsDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  useSubscription(PmVideoStatusUpdatedDocument, { variables: { projectId }, onData: () => void q.refetch() });
  return q;
}
