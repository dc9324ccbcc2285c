import { ActionIcon, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { formatUsPhoneInput, isValidUsPhone } from '@vms/shared';

/**
 * A broker's phones as a list of US numbers. Digits are grouped with hyphens while typing; input that cannot be a US
 * number clears the field; an invalid number gets a red border (an empty one does not).
 */
export function PhoneListInput({
  phones,
  onChange,
  label,
  disabled,
}: {
  phones: string[];
  onChange: (phones: string[]) => void;
  label: string;
  disabled?: boolean;
}) {
  const list = phones.length ? phones : [''];
  const set = (i: number, value: string) => onChange(list.map((p, k) => (k === i ? formatUsPhoneInput(value) : p)));
  return (
    <Stack gap={6}>
      {list.map((phone, i) => (
        <Group key={i} gap={4} wrap="nowrap">
          <TextInput
            aria-label={`${label} ${i + 1}`}
            placeholder="555-123-4567"
            value={phone}
            onChange={(e) => set(i, e.currentTarget.value)}
            error={phone !== '' && !isValidUsPhone(phone)}
            disabled={disabled}
            inputMode="tel"
            size="xs"
            w={130}
          />
          {list.length > 1 && (
            <Tooltip label="Remove this number">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${label.toLowerCase()} ${i + 1}`}
                onClick={() => onChange(list.filter((_, k) => k !== i))}
                disabled={disabled}
              >
                <IconX size={14} />
              </ActionIcon>
            </Tooltip>
          )}
          {i === list.length - 1 && (
            <Tooltip label="Add another number">
              <ActionIcon
                variant="subtle"
                aria-label={`Add ${label.toLowerCase()}`}
                onClick={() => onChange([...list, ''])}
                disabled={disabled || list.length >= 4}
              >
                <IconPlus size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}
