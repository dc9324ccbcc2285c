// Groups deals by start month and stage for the pipeline chart.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface PipelineDeal {
  dealStage?: string | null;
  startDate?: string | null;
  amount: number;
}

export function pipelineByMonth(deals: readonly PipelineDeal[]) {
  const stages = [...new Set(deals.map((d) => d.dealStage ?? 'none'))].sort();
  const byMonth = new Map<string, Record<string, number>>();
  for (const d of deals) {
    if (!d.startDate) continue;
    const key = d.startDate.slice(0, 7);
    const row = byMonth.get(key) ?? Object.fromEntries(stages.map((s) => [s, 0]));
    row[d.dealStage ?? 'none']! += 1;
    byMonth.set(key, row);
  }
  const months = [...byMonth.keys()].sort().map((key) => ({ month: `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`, ...byMonth.get(key)! }));
  const totals = stages.map((stage) => {
    const of = deals.filter((d) => (d.dealStage ?? 'none') === stage);
    return { stage, count: of.length, amount: of.reduce((n, d) => n + d.amount, 0) };
  });
  return { months, stages, totals };
}
