// Rich text from the database (a shot's description, a listing's marketing text): drawn through the same allowlist the
// server applies before storing it (@vms/shared rich-text.ts), so nothing else reaches the page whatever is stored.
import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@mantine/core';
import { RICH_TEXT_PURIFY } from '@vms/shared';

export const sanitiseRichText = (html: string) => DOMPurify.sanitize(html, RICH_TEXT_PURIFY);

export function RichText({ html, ...props }: BoxProps & { html: string; 'data-testid'?: string; className?: string }) {
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitiseRichText(html) }} />;
}
