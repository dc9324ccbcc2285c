import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** Full local time stamp (part A §9: 'MM/DD/YYYY HH:mm:ss A'). */
export const TIMESTAMP_FORMAT = 'MM/DD/YYYY HH:mm:ss A';
export const DATE_FORMAT = 'MM/DD/YYYY';

export function formatTimestamp(iso: string): string {
  return dayjs(iso).format(TIMESTAMP_FORMAT);
}

/** "3 hours ago", "in 2 days". */
export function fromNow(iso: string, now: Date = new Date()): string {
  return dayjs(iso).from(now);
}

/** A calendar date as the spec shows it (MM/DD/YYYY). */
export function formatDate(iso: string): string {
  return dayjs(iso).format(DATE_FORMAT);
}

/** "3 days 4 hours 12 minutes" from minutes (the header's elapsed time, part B §2.4). */
export function elapsed(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return [part(d, 'day'), part(h, 'hour'), part(m, 'minute')].join(' ');
}
