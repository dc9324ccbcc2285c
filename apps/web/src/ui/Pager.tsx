import { Box, Group, Pagination, Text } from '@mantine/core';
import { PAGINATION_NEIGHBOURS } from '@vms/shared';

/**
 * A result count as shown: '1,234', or '1,000+' when the search stopped counting at its cap. Grouped by hand as en-US
 * groups whole numbers: the first `toLocaleString` of a page loads the locale's data, 10-15 ms of its main thread.
 */
export const formatTotal = (total: number, capped = false) =>
  `${String(Math.trunc(total)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${capped ? '+' : ''}`;

/** Page numbers with three on either side of the current one (part A §9), and where the page sits in the total. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  label = 'Pages',
  withEdges = false,
  capped = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label?: string;
  /** First and last page controls beside previous and next. */
  withEdges?: boolean;
  /** More match than `total`, the search's count cap: shown as '1,000+', with pages up to the cap. */
  capped?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text c="dimmed" fz="sm">
        {first}–{last} of {formatTotal(total, capped)}
      </Text>
      {pages > 1 && (
        // a landmark named `label` (Mantine's root is a plain div, where a name is not allowed)
        <Box component="nav" aria-label={label}>
          <Pagination
            value={Math.min(page, pages)}
            onChange={onChange}
            total={pages}
            siblings={PAGINATION_NEIGHBOURS}
            withEdges={withEdges}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Box>
      )}
    </Group>
  );
}
