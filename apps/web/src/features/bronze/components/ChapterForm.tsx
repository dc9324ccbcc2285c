// The chapter form built from the template's form items (part B §3): text, textarea, select and multiple fields, the
// CHECKBOX_{attr} mark that puts a field in the video, and the LABEL_{attr} of an editable field. The editor's
// instructions count to 300 and are locked for editors (field and checkbox).
import { Checkbox, Group, MultiSelect, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  BRONZE_INSTRUCTION_MAX,
  BRONZE_MESSAGES,
  INSTRUCTION_FOR_EDITOR,
  checkboxKey,
  labelKey,
  lockedFor,
  type BronzeFormItem,
  type BronzeFormValues,
  type Role,
} from '@vms/shared';

export interface ChapterFormProps {
  items: BronzeFormItem[];
  values: BronzeFormValues;
  errors: Record<string, string>;
  role: Role;
  disabled?: boolean;
  onChange: (key: string, value: string) => void;
}

export function ChapterForm({ items, values, errors, role, disabled, onChange }: ChapterFormProps) {
  const visible = items.filter((i) => i.isVisible);
  if (!visible.length) return <Text c="dimmed">{BRONZE_MESSAGES.noFields}</Text>;
  return (
    <Stack gap="md">
      {visible.map((item) => {
        const attr = item.attributeValue;
        const locked = disabled || item.fieldDisable || lockedFor(role, attr);
        const marked = values[checkboxKey(attr)] !== 'false';
        const value = values[attr] ?? '';
        const label = item.isEditable ? (
          <TextInput
            size="xs"
            aria-label={`${item.label} label`}
            value={values[labelKey(attr)] ?? ''}
            error={errors[labelKey(attr)]}
            disabled={locked}
            onChange={(e) => onChange(labelKey(attr), e.currentTarget.value)}
            w={180}
          />
        ) : (
          <Text component="span" fz="sm" fw={500}>
            {item.label}
          </Text>
        );
        let field;
        if (item.fieldType === 'textarea') {
          const over = value.length > BRONZE_INSTRUCTION_MAX;
          field = (
            <Stack gap={2}>
              <Textarea
                aria-label={item.label}
                autosize
                minRows={3}
                value={value}
                placeholder={item.placeholder ?? undefined}
                disabled={locked}
                error={errors[attr]}
                onChange={(e) => onChange(attr, e.currentTarget.value)}
              />
              <Group justify="space-between">
                <Text fz="xs" c="red.8">
                  {over && !errors[attr] ? BRONZE_MESSAGES.instructionTooLong : ''}
                </Text>
                <Text
                  fz="xs"
                  c={over ? 'red.8' : 'dimmed'}
                  aria-label="Characters used"
                >{`${value.length} / ${BRONZE_INSTRUCTION_MAX}`}</Text>
              </Group>
            </Stack>
          );
        } else if (item.fieldType === 'select') {
          field = (
            <Select
              aria-label={item.label}
              data={item.options ?? []}
              value={value || null}
              clearable
              disabled={locked}
              error={errors[attr]}
              onChange={(v) => onChange(attr, v ?? '')}
            />
          );
        } else if (item.fieldType === 'multiple') {
          const chosen = value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          field = (
            <MultiSelect
              aria-label={item.label}
              data={item.options ?? []}
              value={chosen}
              disabled={locked}
              error={errors[attr]}
              onChange={(v) => onChange(attr, v.join(', '))}
            />
          );
        } else {
          field = (
            <TextInput
              aria-label={item.label}
              value={value}
              placeholder={item.placeholder ?? undefined}
              disabled={locked}
              error={errors[attr]}
              onChange={(e) => onChange(attr, e.currentTarget.value)}
            />
          );
        }
        return (
          <Stack key={attr} gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {label}
              <Checkbox
                size="xs"
                label={attr === INSTRUCTION_FOR_EDITOR ? 'Send to editor' : 'Show in video'}
                aria-label={`${item.label}: ${attr === INSTRUCTION_FOR_EDITOR ? 'send to editor' : 'show in video'}`}
                checked={marked}
                disabled={disabled || lockedFor(role, attr)}
                onChange={(e) => onChange(checkboxKey(attr), String(e.currentTarget.checked))}
              />
            </Group>
            {field}
          </Stack>
        );
      })}
    </Stack>
  );
}
