import { useEffect, useState } from 'react';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { DEAL_PAYMENT_ROLES, DEALS_MESSAGES, dealPaymentStatus, type Role } from '@vms/shared';
import { UpdateDealPaymentDocument, type DealQuery } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { formatDay, PAYMENT_COLOURS } from '../deals-format';

type Payment = DealQuery['deal']['dealPayment'];

/**
 * The payment checkboxes (part B §4): Invoiced always checked and disabled; Paid and Not Paid exclusive (ticking one
 * disables the other); the displayed status is the first ticked of Pulled From Bundle, Paid, Not Paid, else Invoiced.
 * Disabled for admin, PM and QA.
 */
export function PaymentBox({ projectId, payment, role }: { projectId: number; payment: Payment; role: Role | undefined }) {
  const [list, setList] = useState(payment);
  useEffect(() => setList(payment), [payment]);
  const [save, { loading }] = useMutation(UpdateDealPaymentDocument);
  const allowed = !!role && DEAL_PAYMENT_ROLES.includes(role);
  const checked = (name: string) => !!list.find((p) => p.name === name)?.checked;
  const disabled = (name: string) =>
    !allowed || loading || name === 'Invoiced' || (name === 'Paid' && checked('Not Paid')) || (name === 'Not Paid' && checked('Paid'));

  async function toggle(name: string, value: boolean) {
    const next = list.map((p) => (p.name === name ? { ...p, checked: value } : p));
    setList(next);
    try {
      const r = await save({
        variables: {
          projectId: String(projectId),
          payment: next.map(({ name: n, checked: c, timestamp, disabled: d }) => ({ name: n, checked: c, timestamp, disabled: d })),
        },
      });
      if (r.data) setList(r.data.updateDealPayment);
      toastSuccess(DEALS_MESSAGES.paymentUpdated);
    } catch (err) {
      setList(list);
      toastApiError(err);
    }
  }

  const status = dealPaymentStatus(list);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          Status
        </Text>
        <Badge color={PAYMENT_COLOURS[status]} variant="filled" data-testid="payment-status">
          {status}
        </Badge>
      </Group>
      {list.map((p) => (
        <Checkbox
          key={p.name}
          label={p.name}
          description={p.checked && p.timestamp && p.name !== 'Invoiced' ? `Since ${formatDay(p.timestamp.slice(0, 10))}` : undefined}
          checked={p.checked}
          disabled={disabled(p.name)}
          onChange={(e) => void toggle(p.name, e.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
