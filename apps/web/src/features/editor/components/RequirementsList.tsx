// The invitation's project requirements (part B §2.5, §3 "Editor project details"): address, start and completion
// dates, skills, plan, budget, data source and listing link, or 'Currently, no project requirement to show.'.
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EDITOR_MESSAGES } from '@vms/shared';
import type { EditorProjectDetailsQuery } from '../../../gql/graphql';

type Details = EditorProjectDetailsQuery['editorProjectDetails'];

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The invite's MM-DD-YYYY as the portal shows dates (MM/DD/YYYY). */
const usDate = (s: string | null | undefined) => (s ? s.replace(/-/g, '/') : 'N/A');

export function RequirementsList({ d }: { d: Details }) {
  if (!d.hasRequirements && !d.propertyAddress) return <Text c="dimmed">{EDITOR_MESSAGES.noRequirement}</Text>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Item label="Property address">{d.propertyAddress ?? 'N/A'}</Item>
        <Item label="Start date">{usDate(d.projectStartDate)}</Item>
        <Item label="Completion date">{usDate(d.projectCompleteDate)}</Item>
        <Item label="Plan">{d.plan}</Item>
        <Item label="Budget">{d.projectEditorBudget == null ? 'N/A' : money(d.projectEditorBudget)}</Item>
        <Item label="Data source">{d.dataSource}</Item>
        <Item label="Listing link">
          {d.crexiUrl ? (
            <Anchor href={d.crexiUrl} target="_blank" rel="noreferrer" fz="sm">
              Open listing
            </Anchor>
          ) : (
            'N/A'
          )}
        </Item>
      </SimpleGrid>
      <Item label="Required skills">
        {d.requiredSkills.length ? (
          <Group gap={6} mt={2}>
            {d.requiredSkills.map((s) => (
              <Badge key={s} variant="light" size="sm">
                {s}
              </Badge>
            ))}
          </Group>
        ) : (
          'N/A'
        )}
      </Item>
      {d.projectNotes && <Item label="Notes from the PM">{d.projectNotes}</Item>}
    </Stack>
  );
}
