// Shapes the server's pipeline buckets (dealPipeline: count and amount per stage and start month, over every deal the
// viewer reaches) for the chart, and the periods the chart offers.
import dayjs from 'dayjs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface PipelineBucket {
  dealStage?: string | null;
  /** yyyy-MM, or null for deals without a start date (counted in the totals, not charted). */
  month?: string | null;
  count: number;
  amount: number;
}

export function pipelineByMonth(buckets: readonly PipelineBucket[]) {
  const stageOf = (b: PipelineBucket) => b.dealStage ?? 'none';
  const stages = [...new Set(buckets.map(stageOf))].sort();
  const byMonth = new Map<string, Record<string, number>>();
  for (const b of buckets) {
    if (!b.month) continue;
    const row = byMonth.get(b.month) ?? Object.fromEntries(stages.map((s) => [s, 0]));
    row[stageOf(b)]! += b.count;
    byMonth.set(b.month, row);
  }
  const months = [...byMonth.keys()]
    .sort()
    .map((key) => ({ month: `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`, ...byMonth.get(key)! }));
  const totals = stages.map((stage) => {
    const of = buckets.filter((b) => stageOf(b) === stage);
    return { stage, count: of.reduce((n, b) => n + b.count, 0), amount: of.reduce((n, b) => n + b.amount, 0) };
  });
  return {
    months,
    stages,
    totals,
    count: totals.reduce((n, t) => n + t.count, 0),
    amount: totals.reduce((n, t) => n + t.amount, 0),
  };
}

export const PIPELINE_PERIODS = ['All time', 'This quarter', 'Last 12 months'] as const;
export type PipelinePeriod = (typeof PIPELINE_PERIODS)[number];

const us = (d: dayjs.Dayjs) => d.format('MM/DD/YYYY');

/** The dealPipeline input of a period (MM/dd/yyyy, ends inclusive), as of `today`. */
export function pipelinePeriodInput(period: PipelinePeriod, today = dayjs()): { from?: string; to?: string } {
  if (period === 'This quarter') {
    const start = today.startOf('month').subtract(today.month() % 3, 'month');
    return { from: us(start), to: us(start.add(2, 'month').endOf('month')) };
  }
  if (period === 'Last 12 months') return { from: us(today.subtract(12, 'month').add(1, 'day')), to: us(today) };
  return {};
}
