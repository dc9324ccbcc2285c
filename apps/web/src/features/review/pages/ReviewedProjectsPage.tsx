// The PM sidebar's Video Review list (part B §2.2): projects with commented review folders (listReviewedProjects).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Anchor, Container, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES } from '@vms/shared';
import { ListReviewedProjectsDocument } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { StageBadge } from '../components/StageBar';

const PAGE = 10;

export function ReviewedProjectsPage() {
  const [page, setPage] = useState(1);
  const q = useQuery(ListReviewedProjectsDocument, {
    variables: { limit: PAGE, offset: (page - 1) * PAGE },
    fetchPolicy: 'cache-and-network',
  });
  if (q.error) return <ErrorPanel error={q.error} />;
  const data = q.data?.listReviewedProjects;
  return (
    <Container size="md" py="md">
      <Title order={1} fz="xl" mb="md">
        Video Review
      </Title>
      {!data ? (
        <Skeleton h={200} />
      ) : data.totalCount === 0 ? (
        <Text c="dimmed">{REVIEW_MESSAGES.noProjects}</Text>
      ) : (
        <Stack gap="sm">
          {data.reviewProjectData.map((p) => (
            <Paper key={p.projectUuid} withBorder radius="md" p="sm">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {p.projectName}
              </Text>
              <Stack gap={4} mt={4}>
                {p.commentedFolders.map((f) => (
                  <Group key={f.id} gap="xs" wrap="wrap">
                    <Anchor component={Link} to={`/pm-portal/projects/video-review/${p.projectId}/${f.id}`} fz="sm">
                      {f.name}
                    </Anchor>
                    <StageBadge stages={f.stages} />
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
          {data.totalCount > PAGE && <Pagination total={Math.ceil(data.totalCount / PAGE)} value={page} onChange={setPage} siblings={3} />}
        </Stack>
      )}
    </Container>
  );
}
