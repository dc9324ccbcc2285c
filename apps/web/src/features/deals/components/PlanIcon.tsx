import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconBolt, IconCrown, IconDiamond, IconGavel, IconMedal, IconMedal2, IconStar } from '@tabler/icons-react';

const ICONS: Record<string, { icon: typeof IconStar; color: string }> = {
  PLATINUM: { icon: IconDiamond, color: 'indigo' },
  GOLD: { icon: IconCrown, color: 'yellow' },
  ELITE: { icon: IconStar, color: 'grape' },
  AUCTION: { icon: IconGavel, color: 'red' },
  SILVER: { icon: IconMedal, color: 'gray' },
  BRONZE: { icon: IconMedal2, color: 'orange' },
};

/** The row's plan icon, by the deal type (the plan the deal sells). */
export function PlanIcon({ dealType, size = 38 }: { dealType: string | null | undefined; size?: number }) {
  const entry = ICONS[dealType ?? ''] ?? { icon: IconBolt, color: 'blue' };
  const Icon = entry.icon;
  const label = dealType ? `${dealType} plan` : 'Plan not set';
  return (
    <Tooltip label={label}>
      <ThemeIcon size={size} radius="md" variant="light" color={entry.color} aria-label={label} role="img">
        <Icon size={size * 0.55} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
