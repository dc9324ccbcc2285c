// The project-name search and the plan filter above the PM's and the editor's project lists.
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PLAN_NAMES } from '@vms/shared';

export interface ProjectFiltersProps {
  text: string;
  plan: string | null;
  onText: (text: string) => void;
  onPlan: (plan: string | null) => void;
  /** After either changes (the lists go back to their first page). */
  onChanged: () => void;
}

export function ProjectFilters({ text, plan, onText, onPlan, onChanged }: ProjectFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label="Search"
        placeholder="Project name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          onText(e.currentTarget.value);
          onChanged();
        }}
        size="sm"
        style={{ flex: 1, minWidth: 200 }}
        maw={420}
      />
      <Select
        label="Plan"
        placeholder="All plans"
        data={[...PLAN_NAMES]}
        value={plan}
        onChange={(v) => {
          onPlan(v);
          onChanged();
        }}
        clearable
        size="sm"
        w={180}
      />
    </Group>
  );
}
