import { Group, Pagination, Text } from '@mantine/core';
import { PAGINATION_NEIGHBOURS } from '@vms/shared';

/** Page numbers with three on either side of the current one (part A §9), and where the page sits in the total. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  label = 'Pages',
  withEdges = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label?: string;
  /** First and last page controls beside previous and next. */
  withEdges?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text c="dimmed" fz="sm">
        {first}–{last} of {total.toLocaleString('en-US')}
      </Text>
      {pages > 1 && (
        <Pagination
          value={Math.min(page, pages)}
          onChange={onChange}
          total={pages}
          siblings={PAGINATION_NEIGHBOURS}
          withEdges={withEdges}
          aria-label={label}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Group>
  );
}
