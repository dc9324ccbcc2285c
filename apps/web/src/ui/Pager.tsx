import { Group, Pagination, Text } from '@mantine/core';
import { PAGINATION_NEIGHBOURS } from '@vms/shared';

interface PagerProps {
  page: number;
  limit: number;
  totalCount: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Page numbers with 3 either side of the current one (part A §9), and where in the list the page is. */
export function Pager({ page, limit, totalCount, onChange, label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / limit));
  if (totalCount <= limit) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(totalCount, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fz="sm" c="dimmed">
        {from}–{to} of {totalCount}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={PAGINATION_NEIGHBOURS}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        aria-label={label}
      />
    </Group>
  );
}
