import { Grid, Stack } from '@mantine/core';
import type { OrderDetailFragment } from '../../../../gql/graphql';
import type { OrderTabProps } from '../../order-tab';
import { AddBrokerByEmail } from './details/AddBrokerByEmail';
import { DefaultBrokers } from './details/DefaultBrokers';
import { PropertyFactsCard } from './details/PropertyFactsCard';
import { PropertyOverviewCard } from './details/PropertyOverviewCard';

/**
 * Tab 0: the listing as the feed has it (two cards side by side, stacked on a phone), then the order's default brokers
 * and adding a broker by e-mail. Only an open default-broker form has anything for the header to save.
 */
export function PropertyDetailsTab({ assetId, detail, registerSave, onDirtyChange }: OrderTabProps<OrderDetailFragment>) {
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PropertyOverviewCard asset={detail.asset} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PropertyFactsCard asset={detail.asset} />
        </Grid.Col>
      </Grid>
      <DefaultBrokers assetId={assetId} brokers={detail.crexiDefaultBrokers} registerSave={registerSave} onDirtyChange={onDirtyChange} />
      <AddBrokerByEmail assetId={assetId} />
    </Stack>
  );
}
